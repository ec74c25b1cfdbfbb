// A second gateway, in this process, on a free port, in front of the running stack's database. Its
// functions folder holds one entry per function the bench calls, each importing the real module by
// its file URL: the real functions and the floors are served the same way (same gateway, same relay,
// same Deno flags and import map), and the shared stack on API_PORT is left alone.
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  ANON_KEY,
  AUTHENTICATOR_DB_URL,
  DB_URL,
  FUNCTIONS_DIR,
  HOST,
  JWT_SECRET,
  ROOT_DIR,
  SERVICE_ROLE_KEY,
  SUPABASE_DIR,
} from "../../stack/config.ts";
import { createGateway } from "../../stack/gateway/create-gateway.ts";
import { parseDotEnv, supabaseFunctionEnv } from "../../stack/gateway/functions/function-env.ts";
import { cpuMillisecondsOf } from "./process-cpu.ts";

const FLOORS_DIR = path.join(ROOT_DIR, "scripts", "bench", "floor-functions");

/** Function name on the bench gateway → the index.ts it serves. */
const BENCH_FUNCTIONS = {
  "create-inspiration": path.join(FUNCTIONS_DIR, "create-inspiration", "index.ts"),
  "get-inspiration": path.join(FUNCTIONS_DIR, "get-inspiration", "index.ts"),
  "create-inspiration-floor": path.join(FLOORS_DIR, "create-inspiration-floor", "index.ts"),
  "get-inspiration-floor": path.join(FLOORS_DIR, "get-inspiration-floor", "index.ts"),
} as const;
export type BenchFunction = keyof typeof BENCH_FUNCTIONS;

/**
 * docs/product.md §6's limits (20 per IP, 2,000 overall per hour) would stop the load after a few requests.
 * Lifted, not removed: create-inspiration still takes its lock and counts the hour's events.
 */
export const LIFTED_RATE_LIMITS = { RATE_LIMIT_PER_IP_PER_HOUR: "9000000", RATE_LIMIT_PER_HOUR: "90000000" };

export type BenchGateway = {
  url: string;
  functionUrl(name: BenchFunction): string;
  /** CPU the function's Deno process has used so far (NaN off Linux). */
  functionCpuMs(name: BenchFunction): number;
  logTail(): string[];
  close(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function writeEntryFolder(dir: string): Promise<void> {
  for (const [name, entry] of Object.entries(BENCH_FUNCTIONS)) {
    await mkdir(path.join(dir, name));
    const source =
      `// Written by scripts/bench/functions-load for one run: serves ${path.relative(ROOT_DIR, entry)}.\n` +
      `import ${JSON.stringify(pathToFileURL(entry).href)};\n`;
    await writeFile(path.join(dir, name, "index.ts"), source);
  }
}

export async function startBenchGateway(): Promise<BenchGateway> {
  const functionsDir = await mkdtemp(path.join(tmpdir(), "functions-load-"));
  const log: string[] = [];
  try {
    await writeEntryFolder(functionsDir);
    const port = await freePort();
    const url = `http://${HOST}:${port}`;
    const gateway = await createGateway({
      port,
      host: HOST,
      dbUrl: AUTHENTICATOR_DB_URL,
      jwtSecret: JWT_SECRET,
      anonKey: ANON_KEY,
      serviceRoleKey: SERVICE_ROLE_KEY,
      functionsDir,
      configPath: path.join(SUPABASE_DIR, "config.toml"),
      denoConfigPath: path.join(FUNCTIONS_DIR, "deno.json"),
      // The committed local settings, whatever a developer's own .env says, so runs compare.
      functionEnv: {
        ...parseDotEnv(await readFile(path.join(FUNCTIONS_DIR, ".env.example"), "utf8")),
        ...LIFTED_RATE_LIMITS,
        ...supabaseFunctionEnv({ apiUrl: url, anonKey: ANON_KEY, serviceRoleKey: SERVICE_ROLE_KEY, dbUrl: DB_URL }),
      },
      log: (line) => log.push(line),
    });
    // createGateway serves a function that failed to boot as 503; a benchmark of 503s is worthless.
    const notReady = Object.keys(BENCH_FUNCTIONS).filter(
      (name) => !log.some((line) => line.startsWith(`[function ${name}] ready on`)),
    );
    if (notReady.length > 0) {
      await gateway.close();
      throw new Error(`${notReady.join(", ")} did not start`);
    }
    return {
      url,
      functionUrl: (name) => `${url}/functions/v1/${name}`,
      // The gateway runs `deno run … <functionsDir>/<name>/index.ts`.
      functionCpuMs: (name) => cpuMillisecondsOf(path.join(functionsDir, name, "index.ts")),
      logTail: () => log.slice(-40),
      async close() {
        await gateway.close();
        await rm(functionsDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(functionsDir, { recursive: true, force: true });
    throw new Error(`The bench gateway did not start: ${String(error)}\n${log.slice(-40).join("\n")}`);
  }
}
