// The sexagenary cycle (Can Chi) that names Vietnamese lunar years, in Vietnamese spelling
// (Bính, not Bình; Mão, not Mẹo; Tỵ). Year 4 of the common era, like 1984 and 2044, was Giáp Tý.

/** The ten Heavenly Stems (thiên can), from Giáp. */
export const CAN = ["Giáp", "Ất", "Bính", "Đinh", "Mậu", "Kỷ", "Canh", "Tân", "Nhâm", "Quý"] as const;
/** The twelve Earthly Branches (địa chi), from Tý; Vietnam's zodiac has the cat (Mão) where China's has the rabbit. */
export const CHI = ["Tý", "Sửu", "Dần", "Mão", "Thìn", "Tỵ", "Ngọ", "Mùi", "Thân", "Dậu", "Tuất", "Hợi"] as const;

/** Position 0–59 of a lunar year in the cycle, 0 being Giáp Tý. */
export function sexagenaryIndex(lunarYear: number): number {
  return (((lunarYear - 4) % 60) + 60) % 60;
}

/** "Bính Ngọ" for lunar year 2026. */
export function canChiOfYear(lunarYear: number): string {
  const index = sexagenaryIndex(lunarYear);
  return `${CAN[index % 10]} ${CHI[index % 12]}`;
}
