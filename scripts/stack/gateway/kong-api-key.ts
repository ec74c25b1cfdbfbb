// What Supabase's Kong does on /rest/v1 before PostgREST sees a request: key-auth on `apikey` (header
// or query parameter) against the project's keys, and the apikey as the bearer token when the request
// has no Authorization header.

type ApiKeyCheck = { ok: true; authorization: string } | { ok: false; status: 401; body: { message: string } };

export function checkApiKey(
  headerKey: string | undefined,
  queryKey: string | null,
  authorization: string | undefined,
  validKeys: readonly string[],
): ApiKeyCheck {
  const apiKey = headerKey ?? queryKey ?? undefined;
  if (apiKey === undefined || apiKey === "") {
    return { ok: false, status: 401, body: { message: "No API key found in request" } };
  }
  if (!validKeys.includes(apiKey)) {
    return { ok: false, status: 401, body: { message: "Invalid authentication credentials" } };
  }
  return { ok: true, authorization: authorization ?? `Bearer ${apiKey}` };
}
