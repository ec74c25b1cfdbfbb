// The `Prefer` header (RFC 7240) as PostgREST reads it. Preferences it applies are echoed in
// `Preference-Applied`; the rest are ignored, which is how a client learns what was not honoured.
import { RestError } from "./rest-error.ts";

export type ReturnPreference = "minimal" | "headers-only" | "representation";

export type Preferences = {
  /** null when the client did not ask: writes then default to minimal. */
  return: ReturnPreference | null;
  countExact: boolean;
  resolution: "merge-duplicates" | "ignore-duplicates" | null;
  /** The `key=value` tokens applied, in the order received, for `Preference-Applied`. */
  applied: string[];
};

const RETURN_VALUES = new Set<string>(["minimal", "headers-only", "representation"]);
const RESOLUTION_VALUES = new Set<string>(["merge-duplicates", "ignore-duplicates"]);

export function parsePrefer(headerValues: string[]): Preferences {
  const preferences: Preferences = { return: null, countExact: false, resolution: null, applied: [] };
  const ignored: string[] = [];
  let strict = false;
  const tokens = headerValues
    .flatMap((value) => value.split(","))
    .map((token) => token.trim())
    .filter(Boolean);
  for (const token of tokens) {
    const [key, value = ""] = token.split("=", 2).map((part) => part.trim()) as [string, string?];
    if (key === "return" && RETURN_VALUES.has(value)) {
      preferences.return = value as ReturnPreference;
    } else if (key === "count" && value === "exact") {
      preferences.countExact = true;
    } else if (key === "resolution" && RESOLUTION_VALUES.has(value)) {
      preferences.resolution = value as Preferences["resolution"];
    } else if (key === "handling" && (value === "strict" || value === "lenient")) {
      strict = value === "strict";
      continue;
    } else {
      // Also count=planned|estimated and missing=default: not implemented here, so not claimed.
      ignored.push(token);
      continue;
    }
    preferences.applied.push(`${key}=${value}`);
  }
  if (strict && ignored.length > 0) {
    throw new RestError(400, {
      code: "PGRST122",
      message: "Invalid preferences given with handling=strict",
      details: `Invalid preferences: ${ignored.join(", ")}`,
    });
  }
  return preferences;
}
