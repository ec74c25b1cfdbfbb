// Column names as PostgREST's grammar accepts them. The catalog check in the SQL builder is the real
// gate; this first pass turns SQL fragments (`;`, quotes, parentheses) into a 400 before any lookup.
import { notSupportedError, queryStringError } from "./rest-error.ts";

/** Letters, digits, `_`, `$`, space and `-`, as PostgREST's field-name parser; or a `"quoted"` name. */
const PLAIN_NAME = /^[\p{L}\p{N}_$ -]+$/u;
const QUOTED_NAME = /^"([^"]+)"$/;

export function parseIdentifier(raw: string): string {
  const quoted = QUOTED_NAME.exec(raw);
  if (quoted) return quoted[1]!;
  if (raw.includes("->")) throw notSupportedError(`The JSON path "${raw}"`);
  if (!PLAIN_NAME.test(raw)) {
    throw queryStringError(
      `"failed to parse column name (${raw})"`,
      "Column names are letters, digits, _, $, space and -.",
    );
  }
  return raw;
}

/** `columns=` and `on_conflict=`: a comma-separated list of names. */
export function parseIdentifierList(raw: string): string[] {
  return raw.split(",").map((name) => parseIdentifier(name.trim()));
}
