// The gateway process the stack CLI starts (`tsx scripts/stack/gateway/main.ts`): the API on
// API_PORT with the stack's keys, the edge functions of supabase/functions, until SIGINT/SIGTERM.
import path from "node:path";
import {
  ANON_KEY,
  API_PORT,
  AUTHENTICATOR_DB_URL,
  FUNCTIONS_DIR,
  HOST,
  JWT_SECRET,
  SERVICE_ROLE_KEY,
  SUPABASE_DIR,
} from "../config.ts";
import { createGateway } from "./create-gateway.ts";
import { localStackFunctionEnv } from "./functions/function-env.ts";

const log = (line: string) => console.log(`${new Date().toISOString()} ${line}`);

const gateway = await createGateway({
  port: API_PORT,
  host: HOST,
  dbUrl: AUTHENTICATOR_DB_URL,
  jwtSecret: JWT_SECRET,
  anonKey: ANON_KEY,
  serviceRoleKey: SERVICE_ROLE_KEY,
  functionsDir: FUNCTIONS_DIR,
  configPath: path.join(SUPABASE_DIR, "config.toml"),
  functionEnv: localStackFunctionEnv(),
  log,
});
log(`[gateway] listening on ${gateway.url} (/rest/v1, /functions/v1, /health)`);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log(`[gateway] ${signal}: stopping`);
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`[gateway] stop failed: ${String(error)}`);
        process.exit(1);
      },
    );
  });
}
