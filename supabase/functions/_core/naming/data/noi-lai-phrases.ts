// Phrases a nói lái (spoonerism) of two syllables of a name must never produce: crude words, words of
// death, illness, prison and misfortune, and common insults. Curated by hand from everyday Vietnamese
// and from the examples that Vietnamese naming guides warn about ("Hà Hạnh" → "hành hạ").
// A one-syllable entry is caught when either syllable of the spoonerism says it; a two-syllable
// entry when the pair says it, in either order, and also when two adjacent syllables of the name
// say it as they stand ("Linh Tinh"). Spelling variants (c/k, i/y, tone placement) do not matter.

export type NoiLaiKind = "tuc" | "xui" | "che";

interface NoiLaiPhrase {
  phrase: string;
  /** tuc: thô tục; xui: gở, xui rủi; che: giễu cợt, chê bai. */
  kind: NoiLaiKind;
}

const entries = (kind: NoiLaiKind, list: string): NoiLaiPhrase[] =>
  list.split(",").map((phrase) => ({ phrase: phrase.trim(), kind }));

export const NOI_LAI_PHRASES: readonly NoiLaiPhrase[] = [
  // Crude words that are crude whatever stands beside them.
  ...entries("tuc", "lồn, cặc, buồi, đụ, địt, đéo, đĩ, cứt, ỉa, đái, dái, đít, nứng, chịch, điếm"),
  ...entries("tuc", "đụ má, địt mẹ, đồ chó, chó đẻ, đĩ điếm, dâm đãng, dâm dục, hiếp dâm, đi đái, đi ỉa"),
  ...entries("tuc", "đái dầm, tè dầm, ăn cứt, con cặc, cái lồn, hột le, bú cu, hôi háng"),
  // Death, illness, prison, ruin.
  ...entries("xui", "chết, hành hạ, chết chóc, chết yểu, chết đuối, chết non, chết tiệt, mất mạng, mất mát, mất trắng"),
  ...entries("xui", "tù tội, tù đày, ở tù, bệnh tật, bệnh hoạn, ốm đau, đau ốm, tai nạn, tai họa, tai ương"),
  ...entries("xui", "hoạn nạn, khốn khổ, khổ sở, nghèo khổ, nghèo hèn, đói khổ, đói rách, tang tóc, quan tài, mồ mả"),
  ...entries("xui", "ma quỷ, xui xẻo, đen đủi, phá sản, thất bại, thua lỗ, tan nát, đổ vỡ, ly dị, góa bụa"),
  ...entries("xui", "mồ côi, tàn tật, què quặt, mù lòa, câm điếc, bại liệt, ung thư, ung nhọt, lao phổi"),
  // Insults and mockery.
  ...entries("che", "ngu, mất dạy, mất nết, điên khùng, điên loạn, ngu si, ngu dốt, đần độn, dốt nát, hèn hạ"),
  ...entries("che", "đê tiện, khốn nạn, lừa đảo, trộm cắp, ăn cắp, keo kiệt, bần tiện, hôi thối, dơ bẩn, xấu xí"),
  ...entries("che", "linh tinh, lăng nhăng, lung tung, tầm phào, vớ vẩn, lơ mơ, ngơ ngác, mơ hồ, bình dân, tầm thường"),
];

/**
 * Two syllables of a name that, said side by side, sound all but the same as a word of the kinds
 * above, a tone or a vowel's hat apart: Võ Ân is heard "vô ân" (ungrateful), Hoàng Phủ Thủy "phù
 * thủy" (a witch). Written as a name writes them, and matched only side by side, never in the
 * surname said with the given name across a middle name (Võ Minh Tâm is not heard "vô tâm"). Kept
 * to words a listener hears at once: the surname Võ before a word of "vô" (without), and Phủ before
 * "thủy".
 */
interface HeardAs {
  written: string;
  phrase: string;
  kind: NoiLaiKind;
}

const heard = (kind: NoiLaiKind, list: string): HeardAs[] =>
  list.split(",").map((item) => {
    const [written, phrase] = item.split("=").map((s) => s.trim());
    return { written: written!, phrase: phrase!, kind };
  });

export const HEARD_AS: readonly HeardAs[] = [
  ...heard("che", "Võ Ân = vô ân, Võ Ơn = vô ơn, Võ Tâm = vô tâm, Võ Duyên = vô duyên, Võ Học = vô học"),
  ...heard(
    "che",
    "Võ Lễ = vô lễ, Võ Cảm = vô cảm, Võ Nghĩa = vô nghĩa, Võ Lại = vô lại, Võ Danh = vô danh, Phủ Thủy = phù thủy",
  ),
  ...heard("xui", "Võ Phúc = vô phúc, Võ Hậu = vô hậu, Võ Vọng = vô vọng"),
];
