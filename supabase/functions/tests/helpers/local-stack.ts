// How the function tests reach the running local stack: the gateway's /functions/v1 (the same path
// the web app uses) and, to seed and inspect state, the database as its superuser.
import { createClient } from "@supabase/supabase-js";
import postgres from "postgres";

/** A setting of the stack under test; `npm test` passes them, as `supabase status -o env` would. */
function stackSetting(name: string): string {
  const value = Deno.env.get(name);
  if (!value)
    throw new Error(`${name} is not set: run the function tests with npm test, which passes the local stack's address`);
  return value;
}

export const API_URL = stackSetting("SUPABASE_URL");
export const ANON_KEY = stackSetting("SUPABASE_ANON_KEY");
const DB_URL = stackSetting("SUPABASE_DB_URL");
export const WEBHOOK_API_KEY = "local-webhook-key";
export const BANK_ACCOUNT = "0123456789";
export const PRICE_VND = 49000;

export const db = postgres(DB_URL, { max: 4, onnotice: () => {} });

export const supabase = createClient(API_URL, ANON_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** POSTs JSON to a function as the web app does (anon key as bearer), returning status and parsed body. */
export interface FunctionAnswer {
  status: number;
  /** Parsed JSON (null when not JSON). Tests walk the answers of every function, asserting each shape they read. */
  // deno-lint-ignore no-explicit-any
  body: any;
  text: string;
  headers: Headers;
}

export async function callFunction(
  name: string,
  body: unknown,
  init: { headers?: Record<string, string>; rawBody?: string; method?: string } = {},
): Promise<FunctionAnswer> {
  const response = await fetch(`${API_URL}/functions/v1/${name}`, {
    method: init.method ?? "POST",
    headers: { authorization: `Bearer ${ANON_KEY}`, "content-type": "application/json", ...init.headers },
    body: init.method === "GET" ? undefined : (init.rawBody ?? JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}
