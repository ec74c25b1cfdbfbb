// No name in the data set contains a crude, unlucky or mocking syllable (BLOCKED_SYLLABLES).
import { describe, expect, it } from "vitest";
import { syllableKey } from "../../vietnamese/normalize.ts";
import { isVietnameseSyllable } from "../../vietnamese/syllable.ts";
import { BLOCKED_SYLLABLES } from "../data/blocked-syllables.ts";
import { DATA_SET } from "../data/data-set.ts";

const blocked = new Set(BLOCKED_SYLLABLES.map(syllableKey));

function blockedIn(names: readonly string[]): string[] {
  return names.filter((name) => name.split(" ").some((syllable) => blocked.has(syllableKey(syllable))));
}

describe("blocked syllables", () => {
  it("are real Vietnamese syllables, written once each, so a spelling slip cannot let one through", () => {
    expect(BLOCKED_SYLLABLES.filter((syllable) => !isVietnameseSyllable(syllable))).toEqual([]);
    expect(blocked.size).toBe(BLOCKED_SYLLABLES.length);
  });

  it("appear in no given name", () => {
    expect(blockedIn(DATA_SET.givenNames.map((entry) => entry.syllable))).toEqual([]);
  });

  it("appear in no middle name", () => {
    expect(blockedIn(DATA_SET.middleNames.map((entry) => entry.syllable))).toEqual([]);
  });

  it("appear in no surname", () => {
    expect(blockedIn(DATA_SET.surnames.map((entry) => entry.surname))).toEqual([]);
  });
});
