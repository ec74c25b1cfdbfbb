// The drawing of each theme's icon (components/theme-icon.tsx), apart from React so that the result
// page's early view (index.html, before the app) draws the very same icons.
import type { ThemeId } from "@core/naming/types.ts";

export const THEME_ICON_PATHS: Record<ThemeId, string> = {
  // a dove
  "binh-an": "M3 13c4 0 6-2 8-6 1 3 3 4 6 4l4-2-2 4c-1 4-5 6-9 6H5l3-3c-3 0-5-1-5-3Z",
  // a light bulb
  "tri-tue": "M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3Z",
  // a mountain peak
  "manh-me": "M2 20 9 7l4 6 2-3 7 10H2Z",
  // two open hands holding a heart
  "nhan-hau":
    "M12 11s-3-1.8-3-3.8A1.7 1.7 0 0 1 12 6a1.7 1.7 0 0 1 3 1.2c0 2-3 3.8-3 3.8ZM3 13l5 5h8l5-5M6 13v-2M18 13v-2",
  // a trophy
  "thanh-dat": "M8 4h8v5a4 4 0 0 1-8 0V4ZM8 6H4a4 4 0 0 0 4 4M16 6h4a4 4 0 0 1-4 4M12 13v4M8 21h8M9 17h6",
  // a flower: four petals round a heart
  "cai-dep":
    "M10 12a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M9 6.5a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M9 17.5a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M3.5 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M14.5 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0",
  // a leaf
  "thien-nhien": "M5 19C5 9 11 4 20 4c0 9-5 15-15 15Zm0 0 9-9",
  // the sun
  "anh-sang":
    "M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8ZM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1",
  // a house
  "que-huong": "M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10",
  // a scroll
  "thi-ca": "M7 4h11a2 2 0 0 1 2 2v2h-4M7 4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h9a2 2 0 0 0 2-2V6M9 9h6M9 13h6M9 17h4",
  // a smiling face
  "hanh-phuc": "M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18ZM8 14c1 1.5 2.3 2 4 2s3-.5 4-2M9 9.5h.01M15 9.5h.01",
  // hands joined in thanks
  "hieu-thao": "M12 3c-1 3-4 6-4 10v6h4V3Zm0 0c1 3 4 6 4 10v6h-4",
};
