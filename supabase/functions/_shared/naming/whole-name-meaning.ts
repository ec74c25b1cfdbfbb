// The meaning of a whole name in one natural sentence, built from what its syllables stand for
// (their themes), with the parents' chosen themes first: "Minh An gửi gắm mong ước về trí tuệ sáng
// suốt và một cuộc sống bình an."
import type { SyllableInfo } from "./prepared-data-set.ts";
import type { ThemeId } from "./types.ts";

const THEME_PHRASES: Readonly<Record<ThemeId, string>> = {
  "binh-an": "một cuộc sống bình an",
  "tri-tue": "trí tuệ sáng suốt",
  "manh-me": "sự mạnh mẽ, kiên cường",
  "nhan-hau": "tấm lòng nhân hậu",
  "thanh-dat": "sự thành đạt",
  "cai-dep": "vẻ đẹp thanh tú",
  "thien-nhien": "nét trong lành của thiên nhiên",
  "anh-sang": "ánh sáng rạng rỡ",
  "que-huong": "tình yêu quê hương",
  "thi-ca": "một tâm hồn thơ",
  "hanh-phuc": "niềm hạnh phúc",
  "hieu-thao": "lòng hiếu thảo",
};

/** The themes a name carries: the parents' picks first, then the given name's, then the middle names'. */
export function themesOfName(given: SyllableInfo, middles: readonly SyllableInfo[], selected: readonly ThemeId[]): ThemeId[] {
  const all = [...given.themes, ...middles.flatMap((m) => m.themes)];
  const ordered = [...selected.filter((t) => all.includes(t)), ...all];
  return [...new Set(ordered)];
}

export function wholeNameMeaning(given: SyllableInfo, middles: readonly SyllableInfo[], themes: readonly ThemeId[]): string {
  const name = [...middles, given].map((s) => s.syllable).join(" ");
  const phrases = themes.slice(0, 3).map((t) => THEME_PHRASES[t]);
  if (phrases.length === 0) return given.meaning ? `${name}: ${given.meaning}` : `${name} là cái tên bố mẹ tự chọn, mang dấu ấn riêng của gia đình.`;
  const list = phrases.length === 1 ? phrases[0] : `${phrases.slice(0, -1).join(", ")} và ${phrases.at(-1)}`;
  return `${name} gửi gắm mong ước về ${list}.`;
}

/** Every syllable's meaning, one after another, for the paid report. */
export function meaningDetail(given: SyllableInfo, middles: readonly SyllableInfo[]): string {
  return [...middles, given]
    .filter((s) => s.meaning)
    .map((s) => `${s.syllable}${s.hanTu ? ` (${s.hanTu})` : ""}: ${s.meaning}`)
    .join(" ");
}
