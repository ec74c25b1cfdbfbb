import type { ApiError } from "./api-error.ts";

export function jsonResponse(body: unknown, status: number, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers);
  merged.set("content-type", "application/json; charset=utf-8");
  merged.set("cache-control", "no-store");
  return new Response(JSON.stringify(body), { status, headers: merged });
}

export function errorResponse(error: ApiError, headers: HeadersInit = {}): Response {
  const merged = new Headers(headers);
  for (const [name, value] of new Headers(error.headers)) merged.set(name, value);
  return jsonResponse(error.toJSON(), error.status, merged);
}
