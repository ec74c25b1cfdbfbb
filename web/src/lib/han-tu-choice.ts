// What a switch of one chữ Hán sends: the name's characters with the one chosen, and any other that
// the choice leaves without its word (雌 of Anh Thư once Anh is 櫻) back to its usual character.
import type { HanTuChoicesOf } from "@/lib/load-han-tu-choices.ts";

export function charactersAfterChoice(
  syllables: readonly string[],
  current: readonly string[],
  index: number,
  hanTu: string,
  choicesOf: HanTuChoicesOf,
): string[] {
  const next = current.map((character, j) => (j === index ? hanTu : character));
  return next.map((character, j) => {
    if (j === index) return character;
    const offered = choicesOf(syllables[j]!, syllables, next);
    return offered.some((choice) => choice.hanTu === character) ? character : (offered[0]?.hanTu ?? character);
  });
}
