// The nạp âm table: the sixty Can Chi years in thirty pairs, each pair sharing one "sound" whose
// element is the year's mệnh. Each row spells out its two years so that a test can hold the order
// against the cycle in can-chi.ts.
import type { Element } from "./types.ts";
import { sexagenaryIndex } from "./can-chi.ts";

interface NapAm {
  /** E.g. "Thiên Hà Thủy" (water of the Milky Way). */
  name: string;
  element: Element;
}

/** [first year, second year, nạp âm, element], from Giáp Tý. */
export const NAP_AM_TABLE: readonly (readonly [string, string, string, Element])[] = [
  ["Giáp Tý", "Ất Sửu", "Hải Trung Kim", "Kim"],
  ["Bính Dần", "Đinh Mão", "Lư Trung Hỏa", "Hỏa"],
  ["Mậu Thìn", "Kỷ Tỵ", "Đại Lâm Mộc", "Mộc"],
  ["Canh Ngọ", "Tân Mùi", "Lộ Bàng Thổ", "Thổ"],
  ["Nhâm Thân", "Quý Dậu", "Kiếm Phong Kim", "Kim"],
  ["Giáp Tuất", "Ất Hợi", "Sơn Đầu Hỏa", "Hỏa"],
  ["Bính Tý", "Đinh Sửu", "Giản Hạ Thủy", "Thủy"],
  ["Mậu Dần", "Kỷ Mão", "Thành Đầu Thổ", "Thổ"],
  ["Canh Thìn", "Tân Tỵ", "Bạch Lạp Kim", "Kim"],
  ["Nhâm Ngọ", "Quý Mùi", "Dương Liễu Mộc", "Mộc"],
  ["Giáp Thân", "Ất Dậu", "Tuyền Trung Thủy", "Thủy"],
  ["Bính Tuất", "Đinh Hợi", "Ốc Thượng Thổ", "Thổ"],
  ["Mậu Tý", "Kỷ Sửu", "Tích Lịch Hỏa", "Hỏa"],
  ["Canh Dần", "Tân Mão", "Tùng Bách Mộc", "Mộc"],
  ["Nhâm Thìn", "Quý Tỵ", "Trường Lưu Thủy", "Thủy"],
  ["Giáp Ngọ", "Ất Mùi", "Sa Trung Kim", "Kim"],
  ["Bính Thân", "Đinh Dậu", "Sơn Hạ Hỏa", "Hỏa"],
  ["Mậu Tuất", "Kỷ Hợi", "Bình Địa Mộc", "Mộc"],
  ["Canh Tý", "Tân Sửu", "Bích Thượng Thổ", "Thổ"],
  ["Nhâm Dần", "Quý Mão", "Kim Bạch Kim", "Kim"],
  ["Giáp Thìn", "Ất Tỵ", "Phú Đăng Hỏa", "Hỏa"],
  ["Bính Ngọ", "Đinh Mùi", "Thiên Hà Thủy", "Thủy"],
  ["Mậu Thân", "Kỷ Dậu", "Đại Trạch Thổ", "Thổ"],
  ["Canh Tuất", "Tân Hợi", "Thoa Xuyến Kim", "Kim"],
  ["Nhâm Tý", "Quý Sửu", "Tang Đố Mộc", "Mộc"],
  ["Giáp Dần", "Ất Mão", "Đại Khê Thủy", "Thủy"],
  ["Bính Thìn", "Đinh Tỵ", "Sa Trung Thổ", "Thổ"],
  ["Mậu Ngọ", "Kỷ Mùi", "Thiên Thượng Hỏa", "Hỏa"],
  ["Canh Thân", "Tân Dậu", "Thạch Lựu Mộc", "Mộc"],
  ["Nhâm Tuất", "Quý Hợi", "Đại Hải Thủy", "Thủy"],
];

/** The nạp âm of a lunar year: 2026 (Bính Ngọ) → Thiên Hà Thủy, element Thủy. */
export function napAmOfYear(lunarYear: number): NapAm {
  const row = NAP_AM_TABLE[Math.floor(sexagenaryIndex(lunarYear) / 2)]!;
  return { name: row[2], element: row[3] };
}
