// A syllable as sound, for nói lái: its onset (phụ âm đầu), its rhyme (vần) and its tone, with the
// spelling variants folded away (c/k, g/gh, ng/ngh, y/i), and the way back to correct spelling.
import { normalizeText, placeToneModern, stripTone, toneOf, type Tone } from "../vietnamese/normalize.ts";

export interface SyllableSound {
  /** "" for none; "k" for c/k, "g" for g/gh, "ng" for ng/ngh; "qu" and "gi" as written. */
  onset: string;
  /** Lower-case, toneless, with i for a lone y ("lý") and iê for yê ("yên"). */
  rhyme: string;
  tone: Tone;
}

const CLUSTERS = ["ngh", "ng", "gh", "nh", "ch", "kh", "ph", "th", "tr"];
const SINGLE_ONSETS = new Set([..."bcdđghklmnprstvx"]);
const VOWEL = /[aăâeêioôơuưy]/u;
const TONE_MARK = { ngang: "", huyen: "\u0300", sac: "\u0301", hoi: "\u0309", nga: "\u0303", nang: "\u0323" } as const;

function canonicalRhyme(rhyme: string): string {
  if (rhyme === "y") return "i";
  if (rhyme.startsWith("yê")) return `i${rhyme.slice(1)}`;
  return rhyme;
}

function soundOfOnset(onset: string): string {
  if (onset === "c" || onset === "k") return "k";
  if (onset === "gh") return "g";
  if (onset === "ngh") return "ng";
  return onset;
}

/**
 * Split one syllable ("Nguyễn", "gìn", "quý") into onset, rhyme and tone. The hard rules ask for the
 * sounds of the same few thousand syllables for every name a report considers: each is split once
 * and the one frozen answer shared.
 */
export function soundOf(syllable: string): SyllableSound {
  const known = SOUND_CACHE.get(syllable);
  if (known !== undefined) return known;
  const sound = Object.freeze(splitSyllable(syllable));
  if (SOUND_CACHE.size >= SOUND_CACHE_LIMIT) SOUND_CACHE.clear();
  SOUND_CACHE.set(syllable, sound);
  return sound;
}

const SOUND_CACHE = new Map<string, SyllableSound>();
const SOUND_CACHE_LIMIT = 20_000;

function splitSyllable(syllable: string): SyllableSound {
  const text = normalizeText(syllable);
  const tone = toneOf(text);
  const bare = stripTone(text);
  let onset = "";
  let rhyme = bare;
  if (bare.startsWith("qu") && bare.length > 2) {
    onset = "qu";
    rhyme = bare.slice(2);
  } else if (bare.startsWith("gi") && bare.length > 2 && VOWEL.test(bare.slice(2))) {
    onset = "gi";
    rhyme = bare.slice(2);
  } else if (bare.startsWith("gi")) {
    // "gì", "gìn": the i of gi is also the vowel of the rhyme.
    onset = "gi";
    rhyme = bare.slice(1);
  } else {
    const cluster = CLUSTERS.find((c) => bare.startsWith(c));
    if (cluster) onset = cluster;
    else if (SINGLE_ONSETS.has(bare[0] ?? "")) onset = bare[0]!;
    rhyme = bare.slice(onset.length);
  }
  return { onset: soundOfOnset(onset), rhyme: canonicalRhyme(rhyme), tone };
}

// Numeric keys, because nói lái compares thousands of swapped pairs per report: each onset and
// rhyme gets a small number the first time it is seen (there are a few hundred of them at most).
const partIds = new Map<string, number>();
const partId = (part: string): number => {
  let id = partIds.get(part);
  if (id === undefined) {
    id = partIds.size;
    partIds.set(part, id);
  }
  return id;
};
const TONE_INDEX = { ngang: 0, huyen: 1, sac: 2, hoi: 3, nga: 4, nang: 5 } as const;

/** A sound as three small numbers, ready to be recombined by a swap. */
export interface SoundIds {
  onset: number;
  rhyme: number;
  tone: number;
}

export function soundIds(sound: SyllableSound): SoundIds {
  return { onset: partId(`o${sound.onset}`), rhyme: partId(`r${sound.rhyme}`), tone: TONE_INDEX[sound.tone] };
}

/** A number equal for two spellings of the same sound. */
export function keyOf(onset: number, rhyme: number, tone: number): number {
  return (onset * 4096 + rhyme) * 6 + tone;
}

export function soundKey(sound: SyllableSound): number {
  const ids = soundIds(sound);
  return keyOf(ids.onset, ids.rhyme, ids.tone);
}

const FRONT = /^[ieêy]/u;

/** Spell a sound back in lower case with the tone in the modern place: (k, inh, sắc) → "kính". */
export function spell(sound: SyllableSound): string {
  const { onset, rhyme } = sound;
  let written: string;
  if (onset === "k") written = (FRONT.test(rhyme) ? "k" : "c") + rhyme;
  else if (onset === "g") written = (FRONT.test(rhyme) ? "gh" : "g") + rhyme;
  else if (onset === "ng") written = (FRONT.test(rhyme) ? "ngh" : "ng") + rhyme;
  else if (onset === "gi") written = rhyme.startsWith("i") ? `g${rhyme}` : `gi${rhyme}`;
  else if ((onset === "" || onset === "qu") && rhyme.startsWith("iê")) written = `${onset}y${rhyme.slice(1)}`;
  else if (onset === "qu" && rhyme === "i") written = "quy";
  else written = onset + rhyme;
  return placeToneModern(written + TONE_MARK[sound.tone]);
}
