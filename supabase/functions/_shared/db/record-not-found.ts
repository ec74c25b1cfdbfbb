import { apiErrors } from "../http/api-error.ts";

/** The state functions raise P0002 (no_data_found) for a missing or expired record: that is a 404. */
export function rethrowRecordNotFound(error: unknown): never {
  if ((error as { code?: unknown } | null)?.code === "P0002") throw apiErrors.recordNotFound();
  throw error;
}
