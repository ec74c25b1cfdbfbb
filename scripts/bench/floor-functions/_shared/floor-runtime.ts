// What both floor functions share: the same pool as supabase/functions/_shared/db/database.ts (one
// per isolate, max 5) and the same transaction as its asServiceRole, so a floor differs from the real
// function only in the code the benchmark is meant to measure. That module cannot be imported here:
// the repository's tsconfig checks scripts/ with Node types, and it reads Deno.env.
import postgres from "postgres";

// The repository's tsconfig (Node types, no Deno types) also checks these files; Deno runs them
// without type-checking. This declares the two Deno APIs used, for tsc only.
declare const Deno: {
  serve(handler: (request: Request) => Promise<Response>): unknown;
  env: { get(name: string): string | undefined };
};

export const serve = (handler: (request: Request) => Promise<Response>) => Deno.serve(handler);

const url = Deno.env.get("SUPABASE_DB_URL");
if (!url) throw new Error("SUPABASE_DB_URL is not set");

/** Keep in step with database() in supabase/functions/_shared/db/database.ts. */
const pool = postgres(url, { max: 5, idle_timeout: 30, connect_timeout: 5, onnotice: () => {} });

/** One transaction as service_role, exactly as asServiceRole runs the real functions' SQL. */
export function asServiceRole<T>(work: (tx: postgres.TransactionSql) => Promise<T>): Promise<T> {
  return pool.begin(async (tx) => {
    await tx`set local role service_role`;
    return await work(tx);
  }) as Promise<T>;
}

export const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });
