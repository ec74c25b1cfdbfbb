// Calls an edge function the way supabase-js's functions.invoke does (POST JSON, anon key as bearer
// and apikey), with plain fetch: the screens need nothing else from supabase-js, and this keeps it
// out of every bundle but the retention cleanup's.
import { env } from "../config/env.ts";
import { takeEarlyCall } from "./early-call.ts";
import { functionHeaders } from "./function-headers.ts";

/** A function's answer in the docs/product.md §8 error shape, or a network failure (status 0). */
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** Vietnamese, safe to show as it is. */
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "FunctionError";
  }
}

const NETWORK_MESSAGE = "Không kết nối được máy chủ. Bố mẹ kiểm tra mạng rồi thử lại nhé.";
const UNEXPECTED_MESSAGE = "Máy chủ đang gặp sự cố. Bố mẹ vui lòng thử lại sau ít phút.";

/**
 * POSTs `body` to the edge function `name`. When index.html already started this very call (a record
 * address opened cold), its answer is used instead of a second request, through the same checks.
 */
export async function callFunction<T>(name: string, body: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await (takeEarlyCall(name, body) ?? fetch(`${env.supabaseUrl}/functions/v1/${name}`, {
      method: "POST",
      headers: functionHeaders(env.supabaseAnonKey),
      body: JSON.stringify(body),
      signal,
    }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new FunctionError(0, "NETWORK_ERROR", NETWORK_MESSAGE);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return payload as T;

  const error = (payload as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
  const retryAfter = Number(response.headers.get("retry-after"));
  throw new FunctionError(
    response.status,
    error?.code ?? "HTTP_ERROR",
    error?.message ?? UNEXPECTED_MESSAGE,
    error?.fields ?? {},
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

/**
 * 404 (unknown or expired) and 400 (not even a record id) mean the same to a visitor: this link
 * leads to no record, and retrying will not change that.
 */
export function isRecordMissing(error: unknown): boolean {
  return error instanceof FunctionError && (error.status === 404 || error.status === 400);
}
