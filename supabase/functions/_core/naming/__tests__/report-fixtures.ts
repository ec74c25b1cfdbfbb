// Shared helpers for the report tests: a typical request, and the data-set look-ups the assertions need.
import { DATA_SET } from "../data/data-set.ts";
import type { Gender, GenderLean, InspirationInput } from "../types.ts";
import { formatName, syllableKey } from "../../vietnamese/normalize.ts";

export const TODAY = "2026-01-10";

export const TYPICAL_INPUT: InspirationInput = {
  surname: "Nguyễn",
  gender: "gai",
  birthDate: "2026-05-01",
  themes: ["tri-tue", "binh-an", "thien-nhien"],
  wish: "Mong con Thông Minh, khỏe mạnh và hiếu thảo",
  middleName: null,
  avoid: [],
  length: 3,
};

const leanOf = (list: typeof DATA_SET.givenNames) => new Map(list.map((s) => [syllableKey(s.syllable), s.gender]));
export const GIVEN_LEAN = leanOf(DATA_SET.givenNames);
export const MIDDLE_LEAN = leanOf(DATA_SET.middleNames);

export const ALLOWED_LEANS: Record<Gender, readonly GenderLean[]> = { trai: ["nam", "cả hai"], gai: ["nữ", "cả hai"], "chua-biet": ["cả hai"] };

export const avoidKeysOf = (input: InspirationInput) => new Set(input.avoid.flatMap((e) => formatName(e).split(" ")).map(syllableKey));
