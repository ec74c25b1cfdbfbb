// One Deno process per edge function, each serving its `Deno.serve` handler on its own loopback port
// (Deno reads DENO_SERVE_ADDRESS), as the Supabase edge runtime gives each function its own worker.
// The processes are supervised: one that exits is started again after a bounded backoff, and each
// keeps its last log lines so a function that cannot boot can say why.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createConnection } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { functionPort } from "./function-ports.ts";

type FunctionProcessOptions = {
  functionsDir: string;
  denoPath: string;
  /** The Deno config with the import map (supabase/functions/deno.json). */
  denoConfigPath: string;
  env: Record<string, string>;
  /** How long a function may take to answer the first TCP connect (a cold npm cache is slow). */
  readyTimeoutMs: number;
  log: (line: string) => void;
  /** The environment the host passes on (filtered by `inheritedEnv`); defaults to process.env. */
  hostEnv?: NodeJS.ProcessEnv;
  /** Restart delays: the first, and the cap it doubles up to. */
  restartBackoffMs?: { initial: number; max: number };
};

/**
 * `starting`: spawned, not yet accepting; `ready`: accepts connections; `restarting`: exited and
 * waiting for its backoff; `stopped`: the gateway is shutting down.
 */
type FunctionState = "starting" | "ready" | "restarting" | "stopped";

export type FunctionHealth = {
  name: string;
  state: FunctionState;
  /** How many times it exited on its own. */
  exits: number;
  /** Exited before it ever served: a broken import, a cache that cannot fill, a missing setting. */
  failedToBoot: boolean;
};

type SupervisedFunction = {
  name: string;
  port: number;
  child: ChildProcess | null;
  state: FunctionState;
  exits: number;
  everReady: boolean;
  /** The newest log lines, oldest first. */
  lastLines: string[];
  restartDelayMs: number;
  restartTimer: NodeJS.Timeout | null;
  /** When the current process became ready; a long healthy run resets the backoff. */
  readySince: number;
};

/**
 * Host variables Deno needs: its binary and cache, and the network settings a corporate proxy or a
 * TLS-inspecting CA require (without them a cold npm cache cannot fill). Nothing secret is here;
 * the functions' own settings come from `env`.
 */
const INHERITED_ENV_NAMES = [
  "PATH",
  "HOME",
  "DENO_DIR",
  "TMPDIR",
  "LANG",
  "NPM_CONFIG_REGISTRY",
  "NODE_EXTRA_CA_CERTS",
  "SSL_CERT_FILE",
  "SSL_CERT_DIR",
  "DENO_CERT",
  "DENO_TLS_CA_STORE",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "ALL_PROXY",
];

function inheritedEnv(hostEnv: NodeJS.ProcessEnv): Record<string, string> {
  const names = INHERITED_ENV_NAMES.flatMap((name) => (name.endsWith("PROXY") ? [name, name.toLowerCase()] : [name]));
  return Object.fromEntries(names.flatMap((name) => (hostEnv[name] === undefined ? [] : [[name, hostEnv[name]!]])));
}

const LAST_LINES_KEPT = 20;
const DEFAULT_BACKOFF = { initial: 250, max: 4000 };
/** A process that served this long is considered healthy again: its next crash restarts fast. */
const STABLE_AFTER_MS = 30_000;

/** Folders in supabase/functions that are functions: not `_shared`-like, not hidden, with an index.ts. */
export function discoverFunctions(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_") && !entry.name.startsWith("."))
    .filter((entry) => existsSync(path.join(functionsDir, entry.name, "index.ts")))
    .map((entry) => entry.name)
    .sort();
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export class FunctionProcesses {
  private stopping = false;
  private readonly inherited: Record<string, string>;
  private readonly backoff: { initial: number; max: number };

  private constructor(
    private readonly running: Map<string, SupervisedFunction>,
    private readonly options: FunctionProcessOptions,
  ) {
    this.inherited = inheritedEnv(options.hostEnv ?? process.env);
    this.backoff = options.restartBackoffMs ?? DEFAULT_BACKOFF;
  }

  /** Starts every function and waits until each is ready, has failed, or ran out of time. */
  static async start(options: FunctionProcessOptions): Promise<FunctionProcesses> {
    const running = new Map<string, SupervisedFunction>();
    for (const name of discoverFunctions(options.functionsDir)) {
      running.set(name, {
        name,
        port: await functionPort(),
        child: null,
        state: "starting",
        exits: 0,
        everReady: false,
        lastLines: [],
        restartDelayMs: options.restartBackoffMs?.initial ?? DEFAULT_BACKOFF.initial,
        restartTimer: null,
        readySince: 0,
      });
    }
    const processes = new FunctionProcesses(running, options);
    await Promise.all([...running.values()].map((entry) => processes.launch(entry)));
    return processes;
  }

  private log(entry: SupervisedFunction, line: string): void {
    entry.lastLines.push(line);
    if (entry.lastLines.length > LAST_LINES_KEPT) entry.lastLines.shift();
    this.options.log(`[function ${entry.name}] ${line}`);
  }

  private launch(entry: SupervisedFunction): Promise<void> {
    const { options } = this;
    entry.state = "starting";
    const child = spawn(
      options.denoPath,
      [
        "run",
        "--allow-net",
        "--allow-env",
        "--allow-read",
        "--config",
        options.denoConfigPath,
        path.join(options.functionsDir, entry.name, "index.ts"),
      ],
      {
        env: { ...this.inherited, NO_COLOR: "1", ...options.env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${entry.port}` },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    entry.child = child;
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split("\n")) if (line.trim() !== "") this.log(entry, line);
    };
    child.stdout?.on("data", forward);
    child.stderr?.on("data", forward);
    const exited = new Promise<void>((resolve) => {
      let reported = false;
      const onEnd = (why: string) => {
        if (reported) return;
        reported = true;
        this.log(entry, why);
        this.onExit(entry, child);
        resolve();
      };
      child.once("exit", (code, signal) => onEnd(`exited (${signal ?? `code ${code}`})`));
      // Without a listener, a failed spawn (no Deno binary) would take the whole gateway down.
      child.once("error", (error) => onEnd(`could not start: ${error.message}`));
    });
    return this.waitReady(entry, child, exited);
  }

  private async waitReady(entry: SupervisedFunction, child: ChildProcess, exited: Promise<void>): Promise<void> {
    let gone = false;
    void exited.then(() => {
      gone = true;
    });
    const deadline = Date.now() + this.options.readyTimeoutMs;
    while (!gone && entry.child === child && Date.now() < deadline) {
      if (await accepts(entry.port)) {
        if (gone || entry.child !== child) break;
        entry.state = "ready";
        entry.everReady = true;
        entry.readySince = Date.now();
        this.log(entry, `ready on 127.0.0.1:${entry.port}`);
        return;
      }
      await sleep(100);
    }
    if (!gone && entry.child === child) this.log(entry, `not ready within ${this.options.readyTimeoutMs} ms`);
  }

  private onExit(entry: SupervisedFunction, child: ChildProcess): void {
    if (entry.child !== child) return;
    entry.child = null;
    if (this.stopping) {
      entry.state = "stopped";
      return;
    }
    entry.exits += 1;
    if (entry.state === "ready" && Date.now() - entry.readySince > STABLE_AFTER_MS)
      entry.restartDelayMs = this.backoff.initial;
    entry.state = "restarting";
    const delay = entry.restartDelayMs;
    entry.restartDelayMs = Math.min(delay * 2, this.backoff.max);
    this.log(entry, `restarting in ${delay} ms`);
    entry.restartTimer = setTimeout(() => {
      entry.restartTimer = null;
      if (!this.stopping) void this.launch(entry);
    }, delay);
  }

  has(name: string): boolean {
    return this.running.has(name);
  }

  /** The port of a function that is ready to serve, else undefined. */
  portOf(name: string): number | undefined {
    const entry = this.running.get(name);
    return entry?.state === "ready" ? entry.port : undefined;
  }

  health(): FunctionHealth[] {
    return [...this.running.values()].map((entry) => ({
      name: entry.name,
      state: entry.state,
      exits: entry.exits,
      failedToBoot: !entry.everReady && entry.exits > 0,
    }));
  }

  /** The function's newest log lines (its own output and the supervisor's), oldest first. */
  lastLines(name: string): string[] {
    return [...(this.running.get(name)?.lastLines ?? [])];
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      [...this.running.values()].map(async (entry) => {
        if (entry.restartTimer !== null) clearTimeout(entry.restartTimer);
        const child = entry.child;
        entry.state = "stopped";
        if (child === null || child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
        await exited;
        clearTimeout(timer);
      }),
    );
  }
}
