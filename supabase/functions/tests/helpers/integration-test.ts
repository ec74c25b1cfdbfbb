/**
 * Deno.test for tests that talk to the running stack. The database pool and supabase-js keep
 * connections open across tests by design, which Deno's per-test resource sanitizers would report.
 */
export function integrationTest(name: string, fn: () => Promise<void>): void {
  Deno.test({ name, fn, sanitizeOps: false, sanitizeResources: false });
}
