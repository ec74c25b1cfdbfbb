// What the load benchmark sends. The form is written in the exact shape create-inspiration's schema
// produces (names formatted, every field present), so the floor, which skips validation, feeds the
// engine the same input the real function does. Every record the bench writes carries its wish, the
// tag the cleanup deletes by.
import { ANON_KEY } from "../../stack/config.ts";
import type { InspirationInput } from "../../../supabase/functions/_shared/naming/types.ts";

/** Stored in `input.wish` of every record the bench creates (real and floor): the cleanup's key. */
export const BENCH_WISH = "Mong con thông minh, khỏe mạnh và hiếu thảo (đo tải functions-load)";

/** A typical request: 3 syllables, 3 themes, a wish, a birth date, one name to avoid. */
export const BENCH_FORM: InspirationInput = {
  surname: "Nguyễn",
  gender: "trai",
  birthDate: "2025-09-14",
  themes: ["tri-tue", "binh-an", "thien-nhien"],
  wish: BENCH_WISH,
  middleName: null,
  avoid: ["Hùng"],
  length: 3,
  candidates: [],
  fatherBirthYear: null,
  motherBirthYear: null,
};

/** What supabase-js's functions client sends. */
export const BENCH_HEADERS: Record<string, string> = {
  authorization: `Bearer ${ANON_KEY}`,
  apikey: ANON_KEY,
  "content-type": "application/json",
};
