// How natural a name reads and for whom, from the naming data alone (never from the request's
// themes, wish or years): whether families give it (commonness, saturated once common enough), its
// lean to a boy or a girl against this baby's gender, how much it reads as one of today's babies,
// and how well it suits either gender. The quality and fit of analyse-name.ts are built on these.
import type { NameParts } from "./analyse-name.ts";
import {
  clearLeanAlone,
  commonness,
  endsRealName,
  leanAlone,
  leanOfName,
  lineageLean,
  pairLean,
  twoPartMiddleCommonness,
} from "./name-pairs.ts";
import { LINEAGE_MIDDLES } from "./name-rules.ts";
import type { SyllableInfo } from "./prepared-data-set.ts";
import type { Gender, NameLean, NameStyle } from "./types.ts";

const LEAN_WORDS: Record<NameLean, string> = { trai: "con trai", gai: "con gái", "ca-hai": "cả con trai lẫn con gái" };
const GENDER_LEAN: Record<Gender, NameLean> = { trai: "trai", gai: "gai", "chua-biet": "ca-hai" };

/**
 * What a pair whose given name leans to the other gender keeps of its naturalness: readers grade a
 * boy's Thanh Hà or a girl's An Khang "odd", so it falls below a plain name of the gender; a boy's
 * Việt Phương or Hải Hà, boys' pairs whose given name alone is clearly a girl's, plain at best.
 */
const GIVEN_AGAINST_FACTOR = 0.6;
const OTHER_LEAN: Partial<Record<Gender, NameLean>> = { trai: "gai", gai: "trai" };

/**
 * Whether the name leans to the other gender than this baby's: "pair" when the table gives the
 * pair itself to the other gender, "given" when the pair is given to both or unknown and the given
 * name alone leans there (Hà, Hiếu), or when the pair is this gender's but its given name alone is
 * clearly the other's (a boy's Việt Phương, a girl's Ngọc Minh: the child is called by it); never
 * for a baby whose gender is not known, whose report mixes boys' and girls' names on purpose.
 */
function leanAgainst(parts: NameParts, gender: Gender): "pair" | "given" | null {
  const other = OTHER_LEAN[gender];
  if (!other) return null;
  const last = parts.middles.at(-1);
  // Ranking reads thousands of names: a real pair already knows its lean.
  const pair = parts.pair ? parts.pair.gender : last ? pairLean(last.key, parts.given.key) : null;
  // A pair of one gender is that gender's name; its given name alone weighs only where it clearly
  // leans the other way, by the names and the people alike (not Tuấn Anh: Anh is borne by boys too).
  if (pair && pair !== "cả hai")
    return AS_LEAN[pair] === other ? "pair" : clearLeanAlone(parts.given.key) === other ? "given" : null;
  return leanAlone(parts.given.key) === other ? "given" : null;
}

/** Whether the given name alone leans to this baby's gender (a girl's Khuê, a boy's Khôi). */
const leansWith = (parts: NameParts, gender: Gender): boolean =>
  gender !== "chua-biet" && leanAlone(parts.given.key) === GENDER_LEAN[gender];

const AS_LEAN = { nam: "trai", nữ: "gai" } as const;
export const PAIR_LEAN = { ...AS_LEAN, "cả hai": "ca-hai" } as const;

/**
 * The commonness (name-pairs.ts) from which a real name is simply natural: a pair several people of
 * the sample bear (a naturalness of 0.3 + 0.7 × 0.7 = 0.79, above the shortlist's "commonly given"
 * 0.65). Beyond it commonness is no merit: the commonest pairs of that sample of adults are often
 * their generation's names (Mạnh Cường, Mỹ Dung), which native readers grade below names of today.
 */
const COMMON_ENOUGH = 0.7;

/** The last two syllables as a parent says them (Minh Anh), for the reasons. */
const spokenName = ({ middles, given }: NameParts): string => {
  const last = middles.at(-1);
  return last ? `${last.syllable} ${given.syllable}` : given.syllable;
};

const CHILD_WORDS = { trai: "con trai", gai: "con gái" } as const;

/**
 * Why a name no family is known to give this baby reads as it does. A pair families give to the
 * other gender (a girl's Đức Anh), or a lineage middle name of the other gender before one of that
 * gender's given names (a girl's Văn Nam), is that gender's name, and the reason says so: "no family
 * gives it" would be false. A reason that starts "Ít gặp" or "Tổ hợp mới" speaks against the name.
 */
function newCombinationReason(parts: NameParts, gender: Gender, against: "pair" | "given" | null): string {
  const other = OTHER_LEAN[gender];
  const last = parts.middles.at(-1);
  const lineage = last && other !== undefined && other !== "ca-hai" && lineageLean(last.key) === other;
  if (other && other !== "ca-hai" && (against === "pair" || (lineage && endsRealName(parts.given.key, other)))) {
    return `Ít gặp ở ${CHILD_WORDS[gender === "trai" ? "trai" : "gai"]}: gia đình Việt thường đặt “${spokenName(parts)}” cho ${CHILD_WORDS[other]}`;
  }
  return `Tổ hợp mới, ít gặp: chưa thấy gia đình nào đặt “${spokenName(parts)}” cho con`;
}

/**
 * Whether families give this name, and why: the largest part of quality. `share` is what the score
 * counts (commonness saturated at COMMON_ENOUGH); `raw` keeps counting how common the name is, for
 * the shortlist, which fills a report with the commonest names first. It reads the pair alone,
 * never the request, so a boy's name proposed to a family who does not know the gender yet is as
 * natural as in a boy's report.
 */
export function naturalnessOf(
  parts: NameParts,
  gender: Gender,
  withText: boolean,
): { share: number; raw: number; reason: string | null } {
  const last = parts.middles.at(-1);
  const against = leanAgainst(parts, gender);
  if (!parts.attested) {
    // A new combination reads as a name of this baby's gender only as far as its given name does:
    // a girl's Đức Khuê sounds possible, a girl's Đức Khôi does not, and a pair families give to
    // the other gender (a girl's Đức Anh) is that gender's name, not a new one.
    const share = against === "pair" ? 0.05 : against === "given" ? 0.1 : leansWith(parts, gender) ? 0.3 : 0.2;
    return { share, raw: share, reason: withText ? newCombinationReason(parts, gender, against) : null };
  }
  // A real pair is always well above any new combination; among real ones, the commoner the surer:
  // how many people bear the pair weighs most, so a rare literary pair does not pass for a common one.
  // A pair given to both whose given name alone leans to the other gender (a boy's Thanh Hà, a
  // girl's Minh Hiếu) is less sure for this baby.
  // A lineage middle name says nothing of the given name (Nguyễn Văn Hùng): such a name is as
  // common as real names ending with its given name are.
  const lineage = last !== undefined && parts.pair === null && LINEAGE_MIDDLES.has(last.key);
  const common = commonness(lineage ? null : (last?.key ?? null), parts.given.key, parts.pair);
  const factor = against === "given" ? GIVEN_AGAINST_FACTOR : 1;
  // Commonness counts up to COMMON_ENOUGH and no further (the score's naturalness saturates).
  const raw = (0.3 + 0.7 * common) * factor;
  const share = (0.3 + 0.7 * Math.min(1, common / COMMON_ENOUGH)) * factor;
  // Ranking scores thousands of names and reads no reason: the words are written only when asked.
  const lean = withText ? (leanOfName(last?.key ?? null, parts.given.key) ?? GENDER_LEAN[gender]) : null;
  const reason = lean ? `“${spokenName(parts)}” là tên nhiều gia đình Việt đặt cho ${LEAN_WORDS[lean]}` : null;
  if (parts.middles.length < 2) return { share, raw, reason };
  // A four-syllable name also opens with a two-part middle name: one people really bear (Thị Thu,
  // Ngọc Bảo, Hoàng Gia) reads as a name; an unseen one (Bảo Thanh, Gia Thái) reads as invented.
  const [first, second] = parts.middles as [SyllableInfo, SyllableInfo];
  // A lineage middle name under another middle name breaks a naming rule (Nguyễn Văn in Trần Nguyễn
  // Văn An): whoever in the sample bears it, the report does not call that opening familiar.
  const opening = LINEAGE_MIDDLES.has(second.key) ? 0 : twoPartMiddleCommonness(first.key, second.key);
  return {
    share: share * (0.5 + 0.5 * opening),
    raw: raw * (0.5 + 0.5 * opening),
    reason:
      reason && opening > 0
        ? `${reason}; “${first.syllable} ${second.syllable}” cũng là tên đệm nhiều người mang`
        : reason,
  };
}

/**
 * 0–1: how much the name reads as one of today's babies, from the style the data set gives its
 * given name and the middle name before it (data/README.md): each of today's style counts +1, each
 * of the grandparents' generation (xưa) −1, one of the parents' (cổ điển) 0, so both of today 1,
 * both of the parents' time 0.5, both of the grandparents' 0; a one-syllable given name by its own
 * style. Readers call a name of the grandparents' generation dated to the point of sounding off
 * (Kim Oanh, Hữu Thọ, Văn Lâm), a merely classic one plain. A syllable the data set does not know
 * counts as of the parents' time.
 */
const STYLE_VALUE: Record<NameStyle, number> = { "hiện đại": 1, "cổ điển": 0, xưa: -2 };
// Module-level, not inside modernityOf: ranking calls that thousands of times per report.
const modern = (s: SyllableInfo) => STYLE_VALUE[s.style ?? "cổ điển"];
export function modernityOf({ middles, given }: NameParts): number {
  const last = middles.at(-1);
  const value = last ? 0.5 + 0.25 * modern(given) + 0.25 * modern(last) : 0.5 + 0.5 * modern(given);
  return Math.max(0, value);
}

/**
 * 0–1: how well the name suits a boy and a girl alike. A pair families give to both whose given
 * name alone is given to both too is 1 (Bảo An, Gia Ân); a one-syllable name families use alone
 * for both, too (An, Giang). Any other name keeps three quarters of the share of its syllables the
 * data set gives to both (Thanh Nguyên 0.75, Ngọc Linh 0.375, Mạnh Cường 0): a girl's name built of
 * syllables for both reads milder than one whose every syllable is a girl's. That includes a pair
 * for both whose given name alone leans one way (Thanh Hà, Minh Hiếu, Hoàng Anh): readers who see
 * it labelled a name for both hear that gender's name in it and grade it below the report.
 */
export function neutralityOf({ middles, given }: NameParts, lean: NameLean | null): number {
  if (lean === "ca-hai" && (leanAlone(given.key) ?? "ca-hai") === "ca-hai") return 1;
  const last = middles.at(-1);
  // Counted without building an array: ranking asks this for every name it scores.
  const counted = last && !LINEAGE_MIDDLES.has(last.key) ? 2 : 1;
  const forBoth = (given.gender === "cả hai" ? 1 : 0) + (counted === 2 && last!.gender === "cả hai" ? 1 : 0);
  return (0.75 * forBoth) / counted;
}
