// Which Supabase API the conformance tests drive. By default the local stack's stand-in; with
// CONFORMANCE_API_URL and CONFORMANCE_DB_URL set, any other one, such as the real PostgREST and Kong
// that `supabase start` runs in hosted CI. The keys and the JWT secret default to the Supabase CLI's
// local demo values, which the local stack and `supabase start` share; each can be set as well.
import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js";
import { ANON_KEY, API_URL, DB_URL, JWT_SECRET, SERVICE_ROLE_KEY } from "../../../../config.ts";

function setting(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === "" ? fallback : value;
}

const customApi = setting("CONFORMANCE_API_URL", "") !== "";
const customDb = setting("CONFORMANCE_DB_URL", "") !== "";
if (customApi !== customDb) {
  // Seeding one database and asking another API about it would prove nothing.
  throw new Error("Set CONFORMANCE_API_URL and CONFORMANCE_DB_URL together, or neither.");
}

export const TARGET = {
  apiUrl: setting("CONFORMANCE_API_URL", API_URL).replace(/\/$/, ""),
  /** A login that owns the tables, to seed and inspect rows past RLS. */
  dbUrl: setting("CONFORMANCE_DB_URL", DB_URL),
  anonKey: setting("CONFORMANCE_ANON_KEY", ANON_KEY),
  serviceRoleKey: setting("CONFORMANCE_SERVICE_ROLE_KEY", SERVICE_ROLE_KEY),
  jwtSecret: setting("CONFORMANCE_JWT_SECRET", JWT_SECRET),
};

export const RECORDS_URL = `${TARGET.apiUrl}/rest/v1/name_inspiration_records`;

/** The headers supabase-js sends with the anon key, for the tests that read raw answers. */
export const ANON_HEADERS = { apikey: TARGET.anonKey, Authorization: `Bearer ${TARGET.anonKey}` };

/** Fails every test with a message that says what to start when nothing answers (a skip proves nothing). */
export async function requireTarget(): Promise<void> {
  const answer = await fetch(`${RECORDS_URL}?select=id&id=eq.00000000-0000-0000-0000-000000000000`, {
    headers: ANON_HEADERS,
    signal: AbortSignal.timeout(5000),
  }).catch((error: unknown) => error);
  if (!(answer instanceof Response) || answer.status !== 200) {
    throw new Error(
      `The REST API at ${TARGET.apiUrl} does not serve the project's schema ` +
        `(${answer instanceof Response ? `HTTP ${answer.status}` : String(answer)}). ` +
        "Start the local stack with `npm run stack:start`, or point CONFORMANCE_API_URL at a running one.",
    );
  }
}

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>;

/**
 * supabase-js builds a realtime client eagerly and, on Node 20 (no global WebSocket), refuses to
 * construct without a transport. These tests never open a channel, so the transport only says so.
 */
class NoRealtime {
  constructor() {
    throw new Error("The REST conformance tests do not use realtime.");
  }
}

/** A supabase-js client as the browser builds it, or with another bearer token in place of the key's. */
export function restClient(options: { key?: string; bearer?: string } = {}): SupabaseClient {
  return createClient(TARGET.apiUrl, options.key ?? TARGET.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as unknown as RealtimeTransport },
    global: options.bearer === undefined ? {} : { headers: { Authorization: `Bearer ${options.bearer}` } },
  });
}

export function serviceClient(): SupabaseClient {
  return restClient({ key: TARGET.serviceRoleKey });
}
