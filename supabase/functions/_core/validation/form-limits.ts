// The limits and defaults of the inspiration form (docs/product.md §2), apart from the schema: the web form
// shows them (counters, hints, default length) on its first paint, before zod has loaded.
import type { Gender } from "../naming/types.ts";

export const WISH_MAX_CHARS = 300;
export const AVOID_MAX_ENTRIES = 10;
export const THEMES_MAX = 5;

/**
 * Whole-name length when the parent does not choose one: 3 for every baby. Many women's names have 4
 * syllables, but the engine's four-syllable suggestions read less naturally than its three-syllable
 * ones (docs/naming.md explains why), so 4 is offered, never the default.
 */
export const DEFAULT_LENGTH: Readonly<Record<Gender, 3 | 4>> = { trai: 3, gai: 3, "chua-biet": 3 };

/** Names the parents already consider: at most this many, each đệm + tên. */
export const CANDIDATES_MAX = 3;
/** The earliest parent's birth year the form takes; the latest is this year. */
export const EARLIEST_PARENT_BIRTH_YEAR = 1940;
