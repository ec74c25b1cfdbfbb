// The gateway (scripts/stack/gateway/main.ts, /rest/v1 and /functions/v1 on API_URL) as a detached
// background process: it outlives the CLI command that started it, logs to .stack/gateway.log and
// records its pid in .stack/gateway.pid. `start` returns only once GET /health answers ok, which the
// gateway does once it can reach the database and every edge function serves.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, closeSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { API_URL, ROOT_DIR, STATE_DIR } from "./config.ts";
import { tailOfFile } from "./log-tail.ts";
import { isAlive, livePid, removePid, stopProcessGroup, writePid } from "./pid-file.ts";

const GATEWAY_ENTRY = path.join(ROOT_DIR, "scripts", "stack", "gateway", "main.ts");
const GATEWAY_LOG = path.join(STATE_DIR, "gateway.log");
const GATEWAY_PID = path.join(STATE_DIR, "gateway.pid");
const TSX = path.join(ROOT_DIR, "node_modules", ".bin", "tsx");
const HEALTH_URL = `${API_URL}/health`;
/** Covers tsx's first transform and the first Deno servers coming up on a cold machine. */
const START_TIMEOUT_MS = 60_000;

/** `unhealthy`: its process lives but /health does not answer ok. */
export type GatewayState = "not-written-yet" | "stopped" | "unhealthy" | "running";

type HealthAnswer = {
  status?: string;
  database?: string;
  functions?: Record<string, { state?: string; failedToBoot?: boolean; lastLines?: string[] }>;
};

async function readHealth(): Promise<HealthAnswer | null> {
  try {
    const response = await fetch(HEALTH_URL, { signal: AbortSignal.timeout(1000) });
    return (await response.json().catch(() => ({}))) as HealthAnswer;
  } catch {
    return null;
  }
}

async function isHealthy(): Promise<boolean> {
  return (await readHealth())?.status === "ok";
}

/**
 * The functions that are not serving, each with its last log lines: what a developer needs to see
 * instead of a later, vague 503. `onlyFailed`: just those that exited before they ever served.
 */
export function describeDeadFunctions(health: HealthAnswer | null, onlyFailed: boolean): string | null {
  const dead = Object.entries(health?.functions ?? {}).filter(([, entry]) =>
    onlyFailed ? entry.failedToBoot === true : entry.state !== "ready",
  );
  if (dead.length === 0) return null;
  const sections = dead.map(
    ([name, entry]) =>
      `--- function ${name} (${entry.state ?? "unknown"}), its last log lines ---\n${(entry.lastLines ?? []).join("\n") || "(none)"}`,
  );
  return [
    `Edge function${dead.length > 1 ? "s" : ""} ${dead.map(([name]) => name).join(", ")} did not start.`,
    ...sections,
    'A function that fails while "caching npm package" could not reach the npm registry: check the proxy',
    "and CA settings (HTTPS_PROXY, NODE_EXTRA_CA_CERTS), which the stack passes on to Deno.",
  ].join("\n");
}

export async function gatewayState(): Promise<GatewayState> {
  if (!existsSync(GATEWAY_ENTRY)) return "not-written-yet";
  if (livePid(GATEWAY_PID) === null) return "stopped";
  return (await isHealthy()) ? "running" : "unhealthy";
}

/** Starts the gateway unless it already runs; returns whether it was started now. */
export async function startGateway(): Promise<boolean> {
  const running = livePid(GATEWAY_PID);
  if (running !== null) {
    if (await isHealthy()) return false;
    // Alive but not healthy (hung, a function down, or the database restarted under it): start afresh.
    await stopProcessGroup(running);
    removePid(GATEWAY_PID);
  }
  if (await isHealthy()) {
    throw new Error(
      `Something that is not this project's gateway already answers on ${API_URL} (another \`supabase start\`?). Stop it first.`,
    );
  }

  mkdirSync(STATE_DIR, { recursive: true });
  const log = openSync(GATEWAY_LOG, "a");
  const child = spawn(TSX, [GATEWAY_ENTRY], { cwd: ROOT_DIR, detached: true, stdio: ["ignore", log, log] });
  closeSync(log);
  child.unref();
  if (child.pid === undefined) throw new Error(`Could not spawn ${TSX}.`);
  writePid(GATEWAY_PID, child.pid);

  const deadline = Date.now() + START_TIMEOUT_MS;
  let health: HealthAnswer | null = null;
  let failedFunctions: string | null = null;
  while (Date.now() < deadline) {
    health = await readHealth();
    if (health?.status === "ok") return true;
    // A function that exited before it ever served will not fix itself: say so now, not in 60 s.
    failedFunctions = describeDeadFunctions(health, true);
    if (failedFunctions !== null || !isAlive(child.pid)) break;
    await sleep(100);
  }
  const exited = !isAlive(child.pid);
  await stopProcessGroup(child.pid);
  removePid(GATEWAY_PID);
  const deadFunctions = failedFunctions ?? describeDeadFunctions(health, false);
  if (deadFunctions !== null) throw new Error(`${deadFunctions}\n(the whole log: ${GATEWAY_LOG})`);
  const why = exited ? "exited" : `did not answer ${HEALTH_URL} within ${START_TIMEOUT_MS / 1000} s`;
  throw new Error(`The gateway ${why}.\n--- ${GATEWAY_LOG} ---\n${tailOfFile(GATEWAY_LOG)}`);
}

/** Stops the gateway (SIGTERM: it stops its Deno children itself); returns whether it was running. */
export async function stopGateway(): Promise<boolean> {
  const pid = livePid(GATEWAY_PID);
  if (pid === null) return false;
  await stopProcessGroup(pid);
  removePid(GATEWAY_PID);
  return true;
}
