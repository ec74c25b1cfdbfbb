// `/functions/v1/<name>/…` → that function's Deno server, as Supabase's edge relay does: the JWT is
// checked when the function's verify_jwt is on, nothing else (no apikey, no CORS: functions answer
// their own CORS, and a payment webhook carries no Supabase key). Bodies stream both ways.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { JwtError, verifyJwt } from "../jwt.ts";
import { sendJson } from "../http-io.ts";
import { settingsFor, type FunctionSettings } from "./function-config.ts";
import type { FunctionProcesses } from "./function-processes.ts";

export type FunctionRouteDependencies = {
  processes: FunctionProcesses;
  settings: Map<string, FunctionSettings>;
  jwtSecret: string;
};

type FunctionTarget = { name: string; suffix: string; search: string };

/** The relay's answers, word for word as Supabase's edge runtime gives them. */
function checkJwt(authorization: string | undefined, jwtSecret: string): { msg: string } | null {
  if (authorization === undefined) return { msg: "Error: Missing authorization header" };
  const token = /^Bearer\s+(.+)$/i.exec(authorization.trim())?.[1];
  if (token === undefined) return { msg: "Error: Auth header is not 'Bearer {token}'" };
  try {
    verifyJwt(token, jwtSecret);
    return null;
  } catch (error) {
    if (error instanceof JwtError) return { msg: "Invalid JWT" };
    throw error;
  }
}

export function proxyFunction(
  request: IncomingMessage,
  response: ServerResponse,
  target: FunctionTarget,
  dependencies: FunctionRouteDependencies,
): void {
  const { processes, settings, jwtSecret } = dependencies;
  if (!processes.has(target.name)) {
    sendJson(response, 404, { code: "NOT_FOUND", message: "Requested function was not found" });
    return;
  }
  // A browser's CORS preflight never carries Authorization; the function itself answers it.
  if (settingsFor(settings, target.name).verifyJwt && request.method !== "OPTIONS") {
    const refusal = checkJwt(request.headers.authorization, jwtSecret);
    if (refusal !== null) {
      sendJson(response, 401, refusal);
      return;
    }
  }
  const port = processes.portOf(target.name);
  if (port === undefined) {
    sendJson(response, 503, { code: "BOOT_ERROR", message: "Function failed to start (please check logs)" });
    return;
  }
  // The function sees `/<name>/<suffix>?<query>`, the path the edge runtime hands to Deno.serve.
  const upstream = httpRequest(
    {
      host: "127.0.0.1",
      port,
      method: request.method,
      path: `/${target.name}${target.suffix}${target.search}`,
      headers: forwardedHeaders(request),
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on("error", () => {
    if (!response.headersSent) sendJson(response, 503, { code: "BOOT_ERROR", message: "Function is not reachable" });
    else response.destroy();
  });
  request.pipe(upstream);
}

/**
 * The caller's address as a platform proxy reports it: `x-real-ip` set to the socket's address and
 * appended to X-Forwarded-For; a client-sent `cf-connecting-ip` dropped (Cloudflare overwrites it
 * in front of hosted Supabase). Functions must be able to trust these for their rate limits.
 */
function forwardedHeaders(request: IncomingMessage): IncomingMessage["headers"] {
  const address = request.socket.remoteAddress?.replace(/^::ffff:/, "") ?? "";
  const { "cf-connecting-ip": _dropped, ...headers } = request.headers;
  const forwardedFor = headers["x-forwarded-for"];
  return {
    ...headers,
    "x-real-ip": address,
    "x-forwarded-for": forwardedFor ? `${String(forwardedFor)}, ${address}` : address,
  };
}
