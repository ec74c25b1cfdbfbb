// Starts the load worker (TypeScript, so it registers tsx in its own thread first) and waits for
// its one result.
import { Worker } from "node:worker_threads";
import type { LoadSpec, RawLoadResult } from "./load-types.ts";

const WORKER_URL = new URL("./load-worker.ts", import.meta.url).href;
const TSX_API_URL = import.meta.resolve("tsx/esm/api");

export function runLoad(spec: LoadSpec): Promise<RawLoadResult> {
  const boot =
    `import(${JSON.stringify(TSX_API_URL)})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL)}); })`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(boot, { eval: true, workerData: spec });
    worker.once("message", (result: RawLoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the load worker exited (code ${code}) without a result`)));
  });
}
