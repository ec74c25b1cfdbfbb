// Tone balance (âm dương) of a full name: thanh bằng (ngang, huyền) against thanh trắc (sắc, hỏi,
// ngã, nặng). Names that mix both read with a rise and fall; all-bằng or all-trắc names are flagged.
import { toneOf, type Tone } from "../vietnamese/normalize.ts";
import type { ToneAnalysis } from "./report-types.ts";

export type ToneClass = "bang" | "trac";

export function toneClassOf(tone: Tone): ToneClass {
  return tone === "ngang" || tone === "huyen" ? "bang" : "trac";
}

const WORD: Record<ToneClass, string> = { bang: "bằng", trac: "trắc" };

/** Analyse the tones of the syllables of a full name, surname included. */
export function analyseTones(syllables: readonly string[]): ToneAnalysis {
  return analyseToneSequence(syllables.map(toneOf));
}

/** The verdict alone, writing no text: ranking asks for it for every candidate name. */
export function toneVerdictOf(tones: readonly Tone[]): ToneAnalysis["verdict"] {
  let bang = 0;
  let alternates = true;
  for (let i = 0; i < tones.length; i++) {
    const isBang = toneClassOf(tones[i]!) === "bang";
    if (isBang) bang++;
    if (i > 0 && isBang === (toneClassOf(tones[i - 1]!) === "bang")) alternates = false;
  }
  if (bang === tones.length) return "toan-bang";
  if (bang === 0) return "toan-trac";
  return alternates ? "xen-ke" : "can-doi";
}

/** How tones of one kind sound: the card, the verdict and the analysis all say it in these words. */
export const ONE_KIND_SOUND = {
  "toan-bang": "đọc êm nhưng ít trầm bổng",
  "toan-trac": "đọc chắc nhưng hơi nặng",
} as const;

const TEXT: Record<ToneAnalysis["verdict"], (spoken: string) => string> = {
  "toan-bang": (spoken) => `Toàn thanh bằng (${spoken}): tên ${ONE_KIND_SOUND["toan-bang"]}.`,
  "toan-trac": (spoken) => `Toàn thanh trắc (${spoken}): tên ${ONE_KIND_SOUND["toan-trac"]}.`,
  "xen-ke": (spoken) => `Thanh điệu xen kẽ ${spoken}: tên đọc lên nhịp nhàng, có trầm có bổng.`,
  "can-doi": (spoken) => `Có cả thanh bằng lẫn thanh trắc (${spoken}), dù chưa xen kẽ đều.`,
};

/** The same from tones already known (the engine reads each syllable's tone once per data set). */
export function analyseToneSequence(tones: Tone[]): ToneAnalysis {
  const classes = tones.map(toneClassOf);
  const verdict = toneVerdictOf(tones);
  return {
    tones,
    pattern: classes.map((c) => (c === "bang" ? "B" : "T")).join("-"),
    verdict,
    flagged: verdict === "toan-bang" || verdict === "toan-trac",
    text: TEXT[verdict](classes.map((c) => WORD[c]).join(" – ")),
  };
}
