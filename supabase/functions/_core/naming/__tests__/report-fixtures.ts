// Shared helpers for the report tests: the sample request, and the data-set look-ups the assertions need.
import type { InspirationInput } from "../types.ts";
import { formatName, syllableKey } from "../../vietnamese/normalize.ts";

export { SAMPLE_TODAY as TODAY, SAMPLE_INPUT as TYPICAL_INPUT } from "../../fixtures/sample-request.ts";

export const avoidKeysOf = (input: InspirationInput) =>
  new Set(input.avoid.flatMap((e) => formatName(e).split(" ")).map(syllableKey));
