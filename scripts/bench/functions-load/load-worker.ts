// Runs one autocannon load in a worker thread, so the load generator does not share an event loop
// with the in-process gateway it measures. Latencies are collected per response, in fractional
// milliseconds: autocannon's own histogram keeps whole milliseconds, too coarse for a 1.3× ratio
// between answers that take a few milliseconds.
import { createRequire } from "node:module";
import { parentPort, workerData } from "node:worker_threads";
import type { LoadSpec, RawLoadResult } from "./load-types.ts";

/** The part of autocannon 8's programmatic API used here (the package ships no types). */
type Autocannon = (
  options: {
    url: string;
    method: string;
    headers: Record<string, string>;
    body: string;
    connections: number;
    duration: number;
  },
  done: (
    error: Error | null,
    result: { errors: number; timeouts: number; duration: number; statusCodeStats: Record<string, { count: number }> },
  ) => void,
) => {
  on(
    event: "response",
    listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
  ): void;
};

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
const spec = workerData as LoadSpec;
const latenciesMs: number[] = [];

const instance = autocannon(
  {
    url: spec.url,
    method: "POST",
    headers: spec.headers,
    body: spec.body,
    connections: spec.connections,
    duration: spec.durationSeconds,
  },
  (error, result) => {
    if (error) throw error;
    const statusCounts = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    );
    const answer: RawLoadResult = {
      latenciesMs,
      statusCounts,
      errors: result.errors,
      timeouts: result.timeouts,
      durationSeconds: result.duration,
    };
    parentPort!.postMessage(answer);
  },
);
instance.on("response", (_client, statusCode, _bytes, responseTimeMs) => {
  if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTimeMs);
});
