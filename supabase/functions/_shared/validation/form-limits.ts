// The limits and defaults of the inspiration form (SPEC §2), apart from the schema: the web form
// shows them (counters, hints, default length) on its first paint, before zod has loaded.
import type { Gender } from "../naming/types.ts";

export const WISH_MAX_CHARS = 300;
export const AVOID_MAX_ENTRIES = 10;
export const THEMES_MAX = 5;

/** Whole-name length when the parent does not choose one (SPEC §2: 73 % of men's names have 3 syllables, 65 % of women's 4). */
export const DEFAULT_LENGTH: Readonly<Record<Gender, 3 | 4>> = { trai: 3, gai: 4, "chua-biet": 3 };
