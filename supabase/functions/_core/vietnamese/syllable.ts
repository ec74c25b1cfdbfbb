// Is a string one written Vietnamese syllable? A rule check, not a dictionary look-up, so that rare
// but real names pass while typos ("Nguyễnn"), digits and foreign words do not. A syllable is
// onset + rhyme (medial + nucleus + coda) + tone; the rhyme inventory below is the standard list of
// Vietnamese rhymes (vần), and the checks encode the spelling rules that tie them together.
import { normalizeText, placeToneModern, placeToneOnSecond, stripTone, toneOf } from "./normalize.ts";

/** Initial consonants as spelled; "qu" and "gi" get their own rules below. */
const ONSETS = new Set([
  "b",
  "c",
  "ch",
  "d",
  "đ",
  "g",
  "gh",
  "h",
  "k",
  "kh",
  "l",
  "m",
  "n",
  "ng",
  "ngh",
  "nh",
  "p",
  "ph",
  "r",
  "s",
  "t",
  "th",
  "tr",
  "v",
  "x",
]);

const words = (list: string) => list.trim().split(/\s+/);

/** Rhymes without a medial, spelled as they are after a consonant. */
const PLAIN_RHYMES = words(`
  a ai ao am an ang anh ap at ac ach au ay
  ăm ăn ăng ăp ăt ăc
  âm ân âng âp ât âc âu ây
  e em en eng ep et ec eo
  ê êm ên ênh êp êt êch êu
  i im in inh ip it ich iu y
  o om on ong op ot oc oi oong ooc
  ô ôm ôn ông ôp ôt ôc ôi
  ơ ơm ơn ơp ơt ơi
  u um un ung up ut uc ui
  ư ưm ưn ưng ưt ưc ưi ưu
  ia iêm iên iêng iêp iêt iêc iêu
  ua uôm uôn uông uôt uôc uôi
  ưa ươm ươn ương ươp ươt ươc ươi ươu
`);

/** Rhymes that open with the medial o / u (âm đệm); after q the medial is the u of "qu". */
const MEDIAL_RHYMES = words(`
  oa oai oay oan oang oanh oat oac oach oam oao oăn oăng oăt oăc oăm oap oe oen oet oeo
  uân uâng uât uây uê uênh uêch uy uynh uyt uych uyu uya uyên uyêt uơ
`);

/** iê is written yê when nothing precedes it ("yên", "yêu") and after q ("quyên"). */
const YE_RHYMES = words("yêm yên yêng yêt yêu");

/** Rhymes found only after "qu": "quạu", "quắp", "quên", "quệt", "quều", "quốc". */
const QU_ONLY_RHYMES = words("au ăp ên êt êu ôc");

const RHYMES = new Set([...PLAIN_RHYMES, ...MEDIAL_RHYMES, ...YE_RHYMES]);
const MEDIALS = new Set(MEDIAL_RHYMES);
const LETTERS = /^[aăâbcdđeêghiklmnoôơpqrstuưvxy]+$/u;
const VOWEL = /[aăâeêioôơuưy]/u;
const FRONT_VOWEL = /^[ieêy]/u; // after which c→k, g→gh, ng→ngh
const STOP_CODA = /(p|t|c|ch)$/u;

/** The rhyme written after "qu" (its u is the medial): "quân" ~ uân, "qua" ~ oa, "quý"/"quí" ~ uy, "quốc". */
function isRhymeAfterQu(rest: string): boolean {
  const asY = rest.startsWith("i") && !rest.startsWith("iê") ? `y${rest.slice(1)}` : rest;
  return MEDIALS.has(`o${rest}`) || MEDIALS.has(`u${asY}`) || YE_RHYMES.includes(rest) || QU_ONLY_RHYMES.includes(rest);
}

/** Whether a rhyme may follow this onset ("" for none) under the spelling rules. */
function fits(onset: string, rhyme: string): boolean {
  if (!RHYMES.has(rhyme)) return false;
  if (YE_RHYMES.includes(rhyme)) return onset === "";
  if (rhyme.startsWith("iê")) return onset !== "";
  const front = FRONT_VOWEL.test(rhyme) && !MEDIALS.has(rhyme);
  switch (onset) {
    case "k":
    case "gh":
    case "ngh":
      return front;
    case "c":
      return !front && !MEDIALS.has(rhyme); // "qua", never "coa"
    case "g":
    case "ng":
      return !front;
    default:
      return true;
  }
}

/** The ways to split a toneless lower-case syllable into onset and rhyme that its spelling allows. */
function isOnsetAndRhyme(bare: string): boolean {
  if (bare.startsWith("qu")) return isRhymeAfterQu(bare.slice(2));
  // gi + rhyme ("gia", "giữ", "giường"), or gi whose i is also the nucleus ("gì", "gìn", "giếng").
  if (bare.startsWith("gi")) {
    const rest = bare.slice(2);
    const merged = `i${rest}`;
    if (rest === "" || (!/^[iy]/u.test(rest) && fits("gi", rest))) return true;
    if (RHYMES.has(merged) && merged !== "ia") return true;
  }
  const onsetLength = bare.search(VOWEL);
  if (onsetLength < 0) return false;
  const onset = bare.slice(0, onsetLength);
  return (onset === "" || ONSETS.has(onset)) && fits(onset, bare.slice(onsetLength));
}

/**
 * True when `s` is one Vietnamese syllable: letters of the Vietnamese alphabet only, any case, NFC or
 * NFD, tone mark on the vowel of either living convention ("hòa" or "hoà"), i or y after a consonant
 * ("lý", "lí"), and a stop coda (p, t, c, ch) only with sắc or nặng ("học", "tết", never "hoc̀").
 */
export function isVietnameseSyllable(s: string): boolean {
  const syllable = normalizeText(s);
  const bare = stripTone(syllable);
  if (!LETTERS.test(bare)) return false;
  if (placeToneModern(syllable) !== syllable && placeToneOnSecond(syllable) !== syllable) return false;
  const tone = toneOf(syllable);
  if (STOP_CODA.test(bare) && tone !== "sac" && tone !== "nang") return false;
  return isOnsetAndRhyme(bare);
}

/** The syllables of a name or word group, split on whitespace, each checked ("Tôn Nữ" → true). */
export function areVietnameseSyllables(s: string): boolean {
  const text = normalizeText(s);
  return text !== "" && text.split(" ").every(isVietnameseSyllable);
}
