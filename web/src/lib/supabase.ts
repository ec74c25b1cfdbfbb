// supabase-js is loaded on first use through a dynamic import, so it never weighs on the first load
// (the home page's budget). One client per page.
import type { SupabaseClient } from "@supabase/supabase-js";
import { env } from "@/config/env.ts";

let client: Promise<SupabaseClient> | undefined;

export function getSupabase(): Promise<SupabaseClient> {
  client ??= import("@supabase/supabase-js")
    .then(({ createClient }) =>
      createClient(env.supabaseUrl, env.supabaseAnonKey, {
        // Visitors never sign in: no session to store, refresh or read from the URL.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    )
    .catch((error: unknown) => {
      // A failed chunk load must not poison every later call.
      client = undefined;
      throw error;
    });
  return client;
}
