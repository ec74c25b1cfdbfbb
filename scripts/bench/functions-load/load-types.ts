// The messages between the bench and its load worker (worker data in, one result out).

export interface LoadSpec {
  url: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  durationSeconds: number;
}

export interface RawLoadResult {
  /** One entry per 2xx answer, in fractional milliseconds. */
  latenciesMs: number[];
  /** Answers by HTTP status ("201" → count). */
  statusCounts: Record<string, number>;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** How long the load actually ran. */
  durationSeconds: number;
}
