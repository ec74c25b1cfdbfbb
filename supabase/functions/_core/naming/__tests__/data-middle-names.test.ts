// The middle names the engine proposes are ones Vietnamese families really give: found as a middle
// name in the UIT sample, or as the first syllable of a two-syllable given name in boy.txt / girl.txt
// (where it plays the same part: "Bảo" in "Bảo Anh").
import { describe, expect, it } from "vitest";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { MIDDLE_NAMES } from "../data/middle-names.ts";
import { namedbNames, uitCounts } from "./reference-files.ts";

/** The syllable that sits just before the given name: the last one of the UIT middle part ("Thị Thu" → Thu). */
function attestedMiddleNames(): Set<string> {
  const attested = new Set<string>();
  for (const middle of uitCounts("middle-name").keys()) {
    const last = middle.trim().split(/\s+/u).at(-1);
    if (last) attested.add(syllableKey(last));
  }
  for (const name of [...namedbNames("boy.txt"), ...namedbNames("girl.txt")]) {
    const syllables = name.split(/\s+/u);
    if (syllables.length >= 2) attested.add(syllableKey(syllables[0]!));
  }
  return attested;
}

describe("middle names", () => {
  it("are at least 90 % names that Vietnamese families really use as a middle name", () => {
    const attested = attestedMiddleNames();
    const unattested = MIDDLE_NAMES.filter((entry) => !attested.has(syllableKey(entry.syllable)));
    if (unattested.length > 0)
      console.info(`middle names not attested: ${unattested.map((e) => e.syllable).join(" ")}`);
    expect(1 - unattested.length / MIDDLE_NAMES.length).toBeGreaterThanOrEqual(0.9);
  });

  it("include the classic markers Văn and Thị and the modern favourites", () => {
    const ours = new Set(MIDDLE_NAMES.map((entry) => entry.syllable));
    for (const expected of ["Văn", "Thị", "Minh", "Ngọc", "Gia", "Bảo", "Khánh", "Tuệ", "An"]) {
      expect(ours.has(expected), expected).toBe(true);
    }
  });
});
