// The shipped data files are exactly what their committed generators make today: a hand edit of a
// JSON file, or a curation change without a regeneration, fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildHanTuChoices, HAN_TU_CHOICES_JSON } from "../build-han-tu-choices.ts";
import { buildNamePairs, NAME_PAIRS_FILE } from "../build-name-pairs.ts";

describe("the generated naming data", () => {
  it("name-pairs.json equals what build-name-pairs.ts makes from the reference lists and the curation files", () => {
    expect(readFileSync(NAME_PAIRS_FILE, "utf8")).toBe(buildNamePairs().json);
  });

  it("han-tu-choices.json equals what build-han-tu-choices.ts makes from its TSV", () => {
    expect(readFileSync(HAN_TU_CHOICES_JSON, "utf8")).toBe(buildHanTuChoices());
  });
});
