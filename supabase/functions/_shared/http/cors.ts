// CORS belongs to the functions, as on hosted Supabase: the gateway adds nothing. Only origins in
// ALLOWED_ORIGINS get an Access-Control-Allow-Origin; never `*`.

/** Response headers as name–value pairs: what every answer of a function adds, in order. */
export type HeaderList = readonly [string, string][];

/** What supabase-js's functions client sends. */
const ALLOWED_HEADERS = "authorization, x-client-info, apikey, content-type";

const FOREIGN: HeaderList = [["vary", "Origin"]];
/** One list per allowed origin, made once: every call of every function asks for it. */
const ALLOWED = new Map<string, HeaderList>();

export function corsHeaders(origin: string | null, allowedOrigins: readonly string[]): HeaderList {
  if (origin === null || !allowedOrigins.includes(origin)) return FOREIGN;
  let headers = ALLOWED.get(origin);
  if (!headers) {
    headers = [
      ["vary", "Origin"],
      ["access-control-allow-origin", origin],
      ["access-control-allow-methods", "POST, OPTIONS"],
      ["access-control-allow-headers", ALLOWED_HEADERS],
      ["access-control-max-age", "600"],
      // The form reads Retry-After on a 429 to say when to try again.
      ["access-control-expose-headers", "retry-after"],
    ];
    ALLOWED.set(origin, headers);
  }
  return headers;
}
