// The list of chữ Hán names write each syllable with (~40 KB), loaded once and only when a parent
// types a name or opens a character choice, so it never weighs on a first load.
import type { HanTuChoice } from "@core/naming/data/han-tu-choices.ts";

/** The characters a syllable of a name (its syllables, in order; how they are written now, if known) may be written with. */
export type HanTuChoicesOf = (
  syllable: string,
  name: readonly string[],
  written?: readonly (string | null)[],
) => readonly HanTuChoice[];

let loading: Promise<HanTuChoicesOf> | null = null;

export function loadHanTuChoices(): Promise<HanTuChoicesOf> {
  loading ??= import("@core/naming/data/han-tu-choices.ts").then((module) => module.hanTuChoicesOf);
  // A failed download may be retried the next time a parent asks.
  loading.catch(() => (loading = null));
  return loading;
}
