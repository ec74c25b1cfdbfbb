// The frame every JSON function shares: CORS and preflight, POST only, a bounded JSON body, and
// every failure turned into the docs/product.md §8 error shape (logged, with no secret in the log).
import { isDatabaseUnavailable } from "../db/database-errors.ts";
import { ApiError, apiErrors } from "./api-error.ts";
import { corsHeaders } from "./cors.ts";
import { errorResponse } from "./json-response.ts";
import { loggableError } from "./loggable-error.ts";
import { readJsonBody } from "./read-json-body.ts";

interface JsonHandlerOptions {
  allowedOrigins: readonly string[];
  /** Gets the parsed (not yet validated) JSON body; returns the answer or throws an ApiError. */
  handle: (body: unknown, request: Request) => Promise<Response>;
}

export function createJsonHandler({
  allowedOrigins,
  handle,
}: JsonHandlerOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const cors = corsHeaders(request.headers.get("origin"), allowedOrigins);
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: [...cors] });
    try {
      if (request.method !== "POST") throw apiErrors.methodNotAllowed();
      const response = await handle(await readJsonBody(request), request);
      for (const [name, value] of cors) response.headers.set(name, value);
      return response;
    } catch (error) {
      return errorResponse(toApiError(error), cors);
    }
  };
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) {
    console.error("Database unavailable:", (error as { code?: string }).code);
    return apiErrors.databaseUnavailable();
  }
  console.error("Unexpected error:", loggableError(error));
  return apiErrors.internal();
}
