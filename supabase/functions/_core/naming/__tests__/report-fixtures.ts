// Shared helpers for the report tests: the sample request, and the data-set look-ups the assertions need.
import { DATA_SET } from "../data/data-set.ts";
import type { Gender, GenderLean, InspirationInput } from "../types.ts";
import { formatName, syllableKey } from "../../vietnamese/normalize.ts";

export { SAMPLE_TODAY as TODAY, SAMPLE_INPUT as TYPICAL_INPUT } from "../../fixtures/sample-request.ts";

const leanOf = (list: typeof DATA_SET.givenNames) => new Map(list.map((s) => [syllableKey(s.syllable), s.gender]));
export const GIVEN_LEAN = leanOf(DATA_SET.givenNames);
export const MIDDLE_LEAN = leanOf(DATA_SET.middleNames);

export const ALLOWED_LEANS: Record<Gender, readonly GenderLean[]> = {
  trai: ["nam", "cả hai"],
  gai: ["nữ", "cả hai"],
  "chua-biet": ["cả hai"],
};

export const avoidKeysOf = (input: InspirationInput) =>
  new Set(input.avoid.flatMap((e) => formatName(e).split(" ")).map(syllableKey));
