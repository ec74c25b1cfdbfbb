// Kong's CORS answer on /rest/v1: browsers on another origin (the Vite dev server, the static host)
// must be able to send supabase-js's headers and read the count in Content-Range.

const ALLOWED_METHODS = "GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS";
/** Every header supabase-js 2.x sends; X-Retry-Count comes with its automatic retries. */
const ALLOWED_HEADERS = [
  "authorization",
  "apikey",
  "content-type",
  "prefer",
  "accept",
  "accept-profile",
  "content-profile",
  "x-client-info",
  "x-retry-count",
  "range",
  "range-unit",
  "x-supabase-api-version",
].join(", ");
const EXPOSED_HEADERS = "Content-Range, Content-Location, Location, Preference-Applied, Range-Unit";

/** Headers for every /rest/v1 answer, errors included, so the browser lets the caller read them. */
export function corsHeaders(): Record<string, string> {
  return { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": EXPOSED_HEADERS };
}

/** The answer to an OPTIONS preflight. */
export function preflightHeaders(): Record<string, string> {
  return {
    ...corsHeaders(),
    "Access-Control-Allow-Methods": ALLOWED_METHODS,
    "Access-Control-Allow-Headers": ALLOWED_HEADERS,
    "Access-Control-Max-Age": "3600",
  };
}
