import type * as z from "zod/mini";
import type { ApiError } from "./api-error.ts";

export function jsonResponse(body: unknown, status: number, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers);
  merged.set("content-type", "application/json; charset=utf-8");
  merged.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { status, headers: merged });
}

/** A success answer, typed by the function's contract (@core/contracts/<name>.contract.ts): the compiler refuses one that breaks it. */
export function answerResponse<Answer>(
  _contract: { answer: z.ZodMiniType<Answer> },
  answer: NoInfer<Answer>,
  status = 200,
): Response {
  return jsonResponse(answer, status);
}

export function errorResponse(error: ApiError, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers);
  for (const [name, value] of new Headers(error.headers)) merged.set(name, value);
  return jsonResponse(error.toJSON(), error.status, merged);
}
