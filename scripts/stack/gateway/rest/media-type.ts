// Content negotiation on `Accept`: a JSON array (the default) or, for supabase-js's `.single()` and
// `.maybeSingle()`, `application/vnd.pgrst.object+json`; either may ask for `nulls=stripped`.
import { RestError } from "./rest-error.ts";

export type ResponseFormat = { single: boolean; stripNulls: boolean; contentType: string };

const ARRAY_TYPES = new Set([
  "*/*",
  "application/*",
  "application/json",
  "application/vnd.pgrst.array+json",
  "application/vnd.pgrst.array",
]);
const OBJECT_TYPES = new Set(["application/vnd.pgrst.object+json", "application/vnd.pgrst.object"]);

export function negotiateFormat(accept: string | undefined): ResponseFormat {
  const ranges = (accept ?? "")
    .split(",")
    .map((range) => range.trim())
    .filter(Boolean);
  if (ranges.length === 0) return { single: false, stripNulls: false, contentType: "application/json; charset=utf-8" };
  for (const range of ranges) {
    const [type = "", ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    const stripNulls = parameters.includes("nulls=stripped");
    if (OBJECT_TYPES.has(type)) {
      return { single: true, stripNulls, contentType: "application/vnd.pgrst.object+json; charset=utf-8" };
    }
    if (ARRAY_TYPES.has(type)) return { single: false, stripNulls, contentType: "application/json; charset=utf-8" };
  }
  throw new RestError(406, {
    code: "PGRST107",
    message: `None of these media types are available: ${ranges.join(", ")}`,
  });
}
