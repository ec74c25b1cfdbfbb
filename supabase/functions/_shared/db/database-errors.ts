// Which failures mean "the database cannot be reached right now" (503, worth retrying) rather than
// a bug (500): connection errors from the driver and PostgreSQL's connection/resource classes.

const UNREACHABLE_DRIVER_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return false;
  // 08: connection exception; 53: insufficient resources; 57P0x: shutting down or starting up.
  return (
    UNREACHABLE_DRIVER_CODES.has(code) || code.startsWith("08") || code.startsWith("53") || /^57P0[1-3]$/.test(code)
  );
}
