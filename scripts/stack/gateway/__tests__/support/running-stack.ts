// The running local stack the conformance tests drive: its gateway must answer, else every test
// fails with a message that says how to start it (a skipped conformance test would prove nothing).
import { createClient, type SupabaseClient, type SupabaseClientOptions } from "@supabase/supabase-js";
import { ANON_KEY, API_URL, SERVICE_ROLE_KEY } from "../../../config.ts";

export async function requireRunningGateway(): Promise<void> {
  const answer = await fetch(`${API_URL}/health`, { signal: AbortSignal.timeout(3000) }).catch(
    (error: unknown) => error,
  );
  if (!(answer instanceof Response) || !answer.ok) {
    throw new Error(
      `The local stack's gateway does not answer at ${API_URL}/health ` +
        `(${answer instanceof Response ? `HTTP ${answer.status}` : String(answer)}). Start it with \`npm run stack:start\`.`,
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
    throw new Error("The stack conformance tests do not use realtime.");
  }
}

/** A supabase-js client as the browser builds it, or with another bearer token in place of the key's. */
export function restClient(options: { key?: string; bearer?: string } = {}): SupabaseClient {
  return createClient(API_URL, options.key ?? ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as unknown as RealtimeTransport },
    global: options.bearer === undefined ? {} : { headers: { Authorization: `Bearer ${options.bearer}` } },
  });
}

export function serviceClient(): SupabaseClient {
  return restClient({ key: SERVICE_ROLE_KEY });
}

export const RECORDS_URL = `${API_URL}/rest/v1/name_inspiration_records`;
