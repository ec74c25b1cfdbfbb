// CORS belongs to the functions, as on hosted Supabase: the gateway adds nothing. Only origins in
// ALLOWED_ORIGINS get an Access-Control-Allow-Origin; never `*`.

/** What supabase-js's functions client sends. */
const ALLOWED_HEADERS = "authorization, x-client-info, apikey, content-type";

export function corsHeaders(origin: string | null, allowedOrigins: readonly string[]): Headers {
  const headers = new Headers({ vary: "Origin" });
  if (origin !== null && allowedOrigins.includes(origin)) {
    headers.set("access-control-allow-origin", origin);
    headers.set("access-control-allow-methods", "POST, OPTIONS");
    headers.set("access-control-allow-headers", ALLOWED_HEADERS);
    headers.set("access-control-max-age", "600");
    // The form reads Retry-After on a 429 to say when to try again.
    headers.set("access-control-expose-headers", "retry-after");
  }
  return headers;
}
