// `/rest/v1/rpc/<fn>`: POST with a JSON object of named arguments, or GET with them in the query
// string (then read-only). Only functions of the exposed schema are found; filters on results are not
// implemented here.
import { buildRpcStatement, chooseFunction } from "./build-rpc-sql.ts";
import type { PreparedRequest } from "./prepared-request.ts";
import { parseObjectBody } from "./request-body.ts";
import { notSupportedError, RestError } from "./rest-error.ts";
import { requireSingleRow, rpcResponse, type RestResponse } from "./rest-response.ts";
import { runStatement } from "./run-statement.ts";

/** Query parameters that are never function arguments. */
const NOT_ARGUMENTS = new Set(["apikey", "select", "order", "limit", "offset", "columns", "on_conflict"]);

function queryArguments(search: string): Record<string, string> {
  return Object.fromEntries([...new URLSearchParams(search)].filter(([key]) => !NOT_ARGUMENTS.has(key)));
}

export async function handleRpcRequest(request: PreparedRequest, functionName: string): Promise<RestResponse> {
  const { method, context } = request;
  if (method !== "GET" && method !== "HEAD" && method !== "POST") {
    throw new RestError(405, { code: "PGRST101", message: "Only GET, HEAD or POST are allowed for functions" });
  }
  const readOnly = method !== "POST";
  const fromQuery = queryArguments(request.search);
  if (!readOnly && Object.keys(fromQuery).length > 0) throw notSupportedError("Filtering the result of a function");
  const args = readOnly ? fromQuery : parseObjectBody(request.contentType, request.body, true);

  const schema = context.schemaCache.schema;
  const fn = chooseFunction(schema, functionName, await context.schemaCache.functions(functionName), Object.keys(args));
  const result = await runStatement(context.sql, readOnly, request.settings, buildRpcStatement(fn, args), (outcome) =>
    requireSingleRow(request.format, outcome),
  );
  const response = rpcResponse(result, fn.returnsVoid, request.format);
  return method === "HEAD" ? { ...response, body: null } : response;
}
