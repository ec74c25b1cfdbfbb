import type * as z from "zod/mini";
import type { ApiError } from "./api-error.ts";
import type { HeaderList } from "./cors.ts";

/** Every JSON answer's own headers; an answer never cached (a record's state changes). */
const JSON_HEADERS: HeaderList = [
  ["content-type", "application/json; charset=utf-8"],
  ["cache-control", "no-store"],
];

/** A JSON answer with `headers` besides its own, built in one step: every call of every function pays for it. */
export function jsonResponse(body: unknown, status: number, headers: HeaderList = []): Response {
  return new Response(JSON.stringify(body), { status, headers: [...headers, ...JSON_HEADERS] });
}

/** A success answer, typed by the function's contract (@core/contracts/<name>.contract.ts): the compiler refuses one that breaks it. */
export function answerResponse<Answer>(
  _contract: { answer: z.ZodMiniType<Answer> },
  answer: NoInfer<Answer>,
  status = 200,
): Response {
  return jsonResponse(answer, status);
}

export function errorResponse(error: ApiError, headers: HeaderList = []): Response {
  const merged = new Headers([...headers]);
  for (const [name, value] of new Headers(error.headers)) merged.set(name, value);
  return jsonResponse(error.toJSON(), error.status, [...merged]);
}
