// The words a parent reads for each band, written out here rather than imported, so a test of the
// page fails if the app's own labels change.
export const BAND_WORDS = {
  "rat-dep": "Rất đẹp",
  dep: "Đẹp",
  "can-nhac": "Cân nhắc",
  "khong-nen": "Không nên",
} as const;
