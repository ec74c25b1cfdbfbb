// One Deno process per edge function, each serving its `Deno.serve` handler on its own loopback port
// (Deno reads DENO_SERVE_ADDRESS), as the Supabase edge runtime gives each function its own worker.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createConnection, createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export type FunctionProcessOptions = {
  functionsDir: string;
  denoPath: string;
  /** The Deno config with the import map (supabase/functions/deno.json). */
  denoConfigPath: string;
  env: Record<string, string>;
  /** How long a function may take to answer the first TCP connect (a cold npm cache is slow). */
  readyTimeoutMs: number;
  log: (line: string) => void;
};

type RunningFunction = { name: string; port: number; child: ChildProcess; exited: boolean };

/** Host variables Deno itself needs (binary lookup, its cache); the rest comes from `env`. */
const INHERITED_ENV = ["PATH", "HOME", "DENO_DIR", "TMPDIR", "LANG", "NPM_CONFIG_REGISTRY"];

/** Folders in supabase/functions that are functions: not `_shared`-like, not hidden, with an index.ts. */
export function discoverFunctions(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_") && !entry.name.startsWith("."))
    .filter((entry) => existsSync(path.join(functionsDir, entry.name, "index.ts")))
    .map((entry) => entry.name)
    .sort();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => { socket.destroy(); resolve(true); });
    socket.once("error", () => resolve(false));
  });
}

export class FunctionProcesses {
  private constructor(private readonly running: Map<string, RunningFunction>) {}

  static async start(options: FunctionProcessOptions): Promise<FunctionProcesses> {
    const running = new Map<string, RunningFunction>();
    const inherited = Object.fromEntries(INHERITED_ENV.flatMap((key) => (process.env[key] === undefined ? [] : [[key, process.env[key]!]])));
    for (const name of discoverFunctions(options.functionsDir)) {
      const port = await freePort();
      const child = spawn(options.denoPath, [
        "run", "--allow-net", "--allow-env", "--allow-read", "--config", options.denoConfigPath,
        path.join(options.functionsDir, name, "index.ts"),
      ], {
        env: { ...inherited, NO_COLOR: "1", ...options.env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}` },
        stdio: ["ignore", "pipe", "pipe"],
      });
      const entry: RunningFunction = { name, port, child, exited: false };
      const forward = (chunk: Buffer) => {
        for (const line of chunk.toString("utf8").split("\n")) if (line.trim() !== "") options.log(`[function ${name}] ${line}`);
      };
      child.stdout?.on("data", forward);
      child.stderr?.on("data", forward);
      child.once("exit", (code, signal) => {
        entry.exited = true;
        options.log(`[function ${name}] exited (${signal ?? `code ${code}`})`);
      });
      // Without a listener, a failed spawn (no Deno binary) would take the whole gateway down.
      child.once("error", (error) => {
        entry.exited = true;
        options.log(`[function ${name}] could not start: ${error.message}`);
      });
      running.set(name, entry);
    }
    const processes = new FunctionProcesses(running);
    await Promise.all([...running.values()].map((entry) => processes.waitReady(entry, options)));
    return processes;
  }

  private async waitReady(entry: RunningFunction, options: FunctionProcessOptions): Promise<void> {
    const deadline = Date.now() + options.readyTimeoutMs;
    while (!entry.exited && Date.now() < deadline) {
      if (await accepts(entry.port)) {
        options.log(`[function ${entry.name}] ready on 127.0.0.1:${entry.port}`);
        return;
      }
      await sleep(100);
    }
    options.log(`[function ${entry.name}] not ready${entry.exited ? " (exited)" : " in time"}; it will answer 503`);
  }

  has(name: string): boolean {
    return this.running.has(name);
  }

  /** The port of a function whose process is alive, else undefined. */
  portOf(name: string): number | undefined {
    const entry = this.running.get(name);
    return entry === undefined || entry.exited ? undefined : entry.port;
  }

  async stop(): Promise<void> {
    await Promise.all([...this.running.values()].map(async (entry) => {
      if (entry.exited) return;
      const exited = new Promise((resolve) => entry.child.once("exit", resolve));
      entry.child.kill("SIGTERM");
      const timer = setTimeout(() => entry.child.kill("SIGKILL"), 3000);
      await exited;
      clearTimeout(timer);
    }));
  }
}
