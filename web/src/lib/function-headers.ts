/**
 * The headers every edge-function call sends, as supabase-js's functions.invoke does: JSON, the anon
 * key as bearer and as apikey. Shared with the build, whose early call in index.html must be the
 * same request the app would make.
 */
export function functionHeaders(anonKey: string): Record<string, string> {
  return { "content-type": "application/json", authorization: `Bearer ${anonKey}`, apikey: anonKey };
}
