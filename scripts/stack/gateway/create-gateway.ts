// The one HTTP server on the API port, standing in for Supabase's Kong: `/health` for the stack CLI,
// `/rest/v1/*` (apikey check and CORS, then the PostgREST stand-in) and `/functions/v1/<name>/*`.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import postgres from "postgres";
import { ROOT_DIR } from "../config.ts";
import { readFunctionSettings } from "./functions/function-config.ts";
import { FunctionProcesses, type FunctionHealth } from "./functions/function-processes.ts";
import { proxyFunction, type FunctionRouteDependencies } from "./functions/proxy-function.ts";
import { sendJson } from "./http-io.ts";
import { checkApiKey } from "./kong-api-key.ts";
import { handleRestRequest, type RestContext } from "./rest/handle-request.ts";
import { corsHeaders, preflightHeaders } from "./rest-cors.ts";

type GatewayOptions = {
  port: number;
  host?: string;
  /** The REST stand-in's login: `authenticator`, which may only SET ROLE to the roles granted to it. */
  dbUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Folder of edge functions; without it /functions/v1 knows no function. */
  functionsDir?: string;
  /** config.toml with `[functions.<name>] verify_jwt`. */
  configPath?: string;
  /** Environment for every function (SUPABASE_URL, keys, SUPABASE_DB_URL, .env values). */
  functionEnv?: Record<string, string>;
  denoPath?: string;
  denoConfigPath?: string;
  functionReadyTimeoutMs?: number;
  /** What the function processes may inherit from (filtered to Deno's, TLS and proxy variables). */
  hostEnv?: NodeJS.ProcessEnv;
  /** How soon a function that exited is started again (default 250 ms, doubling to 4 s). */
  restartBackoffMs?: { initial: number; max: number };
  log?: (line: string) => void;
};

export type Gateway = { url: string; close(): Promise<void> };

/**
 * What GET /health answers: ok only when the database answers and every function serves. A function
 * that is not serving carries its last log lines, so `stack:start` can say why it did not boot.
 */
export type GatewayHealth = {
  status: "ok" | "unhealthy";
  database: "ok" | "unreachable";
  functions: Record<string, FunctionHealth & { lastLines?: string[] }>;
};

async function gatewayHealth(sql: postgres.Sql, processes: FunctionProcesses): Promise<GatewayHealth> {
  const database = await sql`select 1`.then(
    () => "ok" as const,
    () => "unreachable" as const,
  );
  const functions = processes.health();
  const serving = functions.every((entry) => entry.state === "ready");
  return {
    status: database === "ok" && serving ? "ok" : "unhealthy",
    database,
    functions: Object.fromEntries(
      functions.map((entry) => [
        entry.name,
        entry.state === "ready" ? entry : { ...entry, lastLines: processes.lastLines(entry.name) },
      ]),
    ),
  };
}

const REST_PREFIX = "/rest/v1";
const FUNCTIONS_PREFIX = "/functions/v1/";

async function handleRest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: RestContext,
  keys: string[],
): Promise<void> {
  if (request.method === "OPTIONS") {
    response.writeHead(204, preflightHeaders()).end();
    return;
  }
  const apiKey = request.headers.apikey;
  const check = checkApiKey(
    Array.isArray(apiKey) ? apiKey[0] : apiKey,
    url.searchParams.get("apikey"),
    request.headers.authorization,
    keys,
  );
  if (!check.ok) {
    sendJson(response, check.status, check.body, corsHeaders());
    return;
  }
  const answer = await handleRestRequest(context, {
    method: request.method ?? "GET",
    path: url.pathname.slice(REST_PREFIX.length) || "/",
    search: url.search.slice(1),
    headers: { ...request.headers, authorization: check.authorization },
  });
  const body = answer.body === null ? undefined : Buffer.from(answer.body, "utf8");
  response.writeHead(answer.status, {
    ...corsHeaders(),
    ...answer.headers,
    ...(body === undefined ? {} : { "Content-Length": body.length }),
  });
  response.end(body);
}

function functionTarget(url: URL) {
  const rest = url.pathname.slice(FUNCTIONS_PREFIX.length);
  const slash = rest.indexOf("/");
  return {
    // Function names are plain folder names; an encoded one simply matches no function.
    name: slash === -1 ? rest : rest.slice(0, slash),
    suffix: slash === -1 ? "" : rest.slice(slash),
    search: url.search,
  };
}

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const log = options.log ?? ((line: string) => console.log(line));
  const host = options.host ?? "127.0.0.1";
  const sql = postgres(options.dbUrl, {
    max: 10,
    prepare: false, // every request builds its own SQL text: nothing to gain from named statements
    idle_timeout: 30,
    // An outage answers 503 at once and a restarted database is used again within half a second.
    connect_timeout: 1,
    backoff: (retries: number) => Math.min(0.05 * 2 ** retries, 0.5),
    onnotice: () => {},
    connection: { application_name: "stack-gateway" },
  });
  const context: RestContext = {
    sql,
    schema: "public",
    jwtSecret: options.jwtSecret,
    anonRole: "anon",
  };
  const apiKeys = [options.anonKey, options.serviceRoleKey];
  const processes = await FunctionProcesses.start({
    functionsDir: options.functionsDir ?? "",
    denoPath: options.denoPath ?? path.join(ROOT_DIR, "node_modules", ".bin", "deno"),
    denoConfigPath: options.denoConfigPath ?? path.join(ROOT_DIR, "supabase", "functions", "deno.json"),
    env: options.functionEnv ?? {},
    readyTimeoutMs: options.functionReadyTimeoutMs ?? 45_000,
    hostEnv: options.hostEnv,
    restartBackoffMs: options.restartBackoffMs,
    log,
  });
  const functionRoutes: FunctionRouteDependencies = {
    processes,
    settings: await readFunctionSettings(options.configPath),
    jwtSecret: options.jwtSecret,
  };

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://gateway");
    if (url.pathname === "/health") {
      const health = await gatewayHealth(sql, processes);
      sendJson(response, health.status === "ok" ? 200 : 503, health);
    } else if (url.pathname === REST_PREFIX || url.pathname.startsWith(`${REST_PREFIX}/`)) {
      await handleRest(request, response, url, context, apiKeys);
    } else if (url.pathname.startsWith(FUNCTIONS_PREFIX)) {
      proxyFunction(request, response, functionTarget(url), functionRoutes);
    } else {
      sendJson(response, 404, { message: "no Route matched with those values" }); // Kong's words
    }
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      // The path only, cut short: a query string can carry visitor data and be kilobytes long.
      const where = (request.url ?? "").split("?")[0]!.slice(0, 120);
      log(`[gateway] ${request.method} ${where} failed: ${error instanceof Error ? error.stack : String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { message: "An unexpected error occurred" }, corsHeaders());
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await processes.stop();
      await sql.end({ timeout: 5 });
    },
  };
}
