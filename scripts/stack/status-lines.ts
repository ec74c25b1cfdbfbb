// What `stack:status` prints: sourceable KEY=value lines (`eval "$(npm run -s stack:status)"`,
// or `source`), with the state of each part as `#` comments so the output stays sourceable.
import { ANON_KEY, API_URL, DB_URL, JWT_SECRET, SERVICE_ROLE_KEY } from "./config.ts";
import type { GatewayState } from "./gateway-process.ts";
import type { ClusterState } from "./postgres-cluster.ts";

export interface StackState {
  database: ClusterState;
  gateway: GatewayState;
}

const GATEWAY_WORDS: Record<GatewayState, string> = {
  running: "running",
  stopped: "stopped",
  unhealthy: "process alive but /health does not answer ok (see .stack/gateway.log)",
  "not-written-yet": "not available (scripts/stack/gateway/main.ts does not exist yet)",
};

export function statusLines(state: StackState): string[] {
  const database = state.database === "absent" ? "not created (run npm run stack:start)" : state.database;
  return [
    `# database: ${database}`,
    `# gateway: ${GATEWAY_WORDS[state.gateway]}`,
    `API_URL=${API_URL}`,
    `DB_URL=${DB_URL}`,
    `ANON_KEY=${ANON_KEY}`,
    `SERVICE_ROLE_KEY=${SERVICE_ROLE_KEY}`,
    `JWT_SECRET=${JWT_SECRET}`,
  ];
}

/** Everything the app needs is up: the database, and the gateway once it exists. */
export function isStackUp(state: StackState): boolean {
  return state.database === "running" && (state.gateway === "running" || state.gateway === "not-written-yet");
}
