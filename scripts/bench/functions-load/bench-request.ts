// What the load benchmark sends. The form is written in the exact shape create-inspiration's schema
// produces (names formatted, every field present), so the floor, which skips validation, feeds the
// engine the same input the real function does. Every record the bench writes carries its wish, the
// tag the cleanup deletes by.
import { ANON_KEY } from "../../stack/config.ts";
import { SAMPLE_INPUT } from "@core/fixtures/sample-request.ts";
import type { InspirationInput } from "@core/naming/types.ts";

/** Stored in `input.wish` of every record the bench creates (real and floor): the cleanup's key. */
export const BENCH_WISH = "Mong con thông minh, khỏe mạnh và hiếu thảo (đo tải functions-load)";

/** The sample request, tagged with the bench's wish. */
export const BENCH_FORM: InspirationInput = {
  ...SAMPLE_INPUT,
  wish: BENCH_WISH,
  candidates: [],
  fatherBirthYear: null,
  motherBirthYear: null,
};

/** What a parent's browser posts: the form and the parents' consent, which validation takes out. */
export const BENCH_BODY = { ...BENCH_FORM, consent: true } as const;

/** What supabase-js's functions client sends. */
export const BENCH_HEADERS: Record<string, string> = {
  authorization: `Bearer ${ANON_KEY}`,
  apikey: ANON_KEY,
  "content-type": "application/json",
};
