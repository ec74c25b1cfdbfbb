// The one error every edge-function call ends in: its own in the shared error shape
// (docs/product.md §8), or a network failure (status 0). Its own module, without zod, so that a page
// can tell errors apart without loading the call and its schemas.
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** Vietnamese, safe to show as it is. */
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds: number | null = null,
    /** create-inspiration: the known surnames nearest to one it does not know, for "Có phải họ …?". */
    readonly suggestions: readonly string[] = [],
  ) {
    super(message);
    this.name = "FunctionError";
  }
}
