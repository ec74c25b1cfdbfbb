// Calls an edge function the way supabase-js's functions.invoke does (POST JSON, anon key as bearer
// and apikey), with plain fetch: the screens need nothing else from supabase-js, and this keeps it
// out of every bundle but the retention cleanup's.
import { errorAnswerSchema, type FunctionContract } from "@core/contracts/function-contract.ts";
import { env } from "@/config/env.ts";
import { FunctionError } from "./function-error.ts";
import { peekEarlyAnswer, takeEarlyCall } from "./early-call.ts";
import { functionHeaders } from "./function-headers.ts";

const NETWORK_MESSAGE = "Không kết nối được máy chủ. Bố mẹ kiểm tra mạng rồi thử lại nhé.";
const UNEXPECTED_MESSAGE = "Máy chủ đang gặp sự cố. Bố mẹ vui lòng thử lại sau ít phút.";
const INVALID_ANSWER_MESSAGE = "Máy chủ trả về dữ liệu không như mong đợi. Bố mẹ vui lòng thử lại.";

/**
 * POSTs `body` to the function the contract names and returns its answer once the contract's
 * answer schema accepts it; anything else becomes a FunctionError with a Vietnamese message. When
 * index.html already started this very call (a record address opened cold), its answer is used
 * instead of a second request, through the same checks.
 */
export async function callFunction<Answer>(
  contract: FunctionContract<Answer>,
  body: unknown,
  signal?: AbortSignal,
): Promise<Answer> {
  const { name } = contract;
  let response: Response;
  try {
    response = await (takeEarlyCall(name, body) ??
      fetch(`${env.supabaseUrl}/functions/v1/${name}`, {
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
  return answerOf(contract, response.status, payload, response.headers.get("retry-after"));
}

/**
 * The answer a function gave, once its contract accepts it; a FunctionError with a Vietnamese
 * message for anything else. The one check for every answer, fetched or adopted early.
 */
export function answerOf<Answer>(
  contract: FunctionContract<Answer>,
  status: number,
  payload: unknown,
  retryAfterHeader: string | null,
): Answer {
  if (status >= 200 && status < 300) {
    const answer = contract.answer.safeParse(payload);
    // A 5xx-like status: a broken answer is the server's fault and worth the usual retries.
    if (!answer.success) throw new FunctionError(502, "INVALID_ANSWER", INVALID_ANSWER_MESSAGE);
    return answer.data;
  }

  const parsedError = errorAnswerSchema.safeParse(payload);
  const error = parsedError.success ? parsedError.data.error : undefined;
  const retryAfter = Number(retryAfterHeader);
  throw new FunctionError(
    status,
    error?.code ?? "HTTP_ERROR",
    error?.message ?? UNEXPECTED_MESSAGE,
    error?.fields ?? {},
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    error?.suggestions ?? [],
  );
}

/**
 * 404 (unknown or expired) and 400 (not even a record id) mean the same to a visitor: this link
 * leads to no record, and retrying will not change that.
 */
export function isRecordMissing(error: unknown): boolean {
  return error instanceof FunctionError && (error.status === 404 || error.status === 400);
}

/**
 * The early answer a screen adopted, kept until that screen has committed: React may throw a first
 * render away and render again, and that render must find the same answer, not ask the server.
 */
let adopted: { name: string; body: string; answer: unknown } | null = null;

/**
 * The answer index.html's early call already received, through the same check, for a screen's
 * first render (a query's initial data): undefined when there is none yet or the check refuses it,
 * in which case the call stays adoptable and `callFunction` reports the same failure. Once taken,
 * the call is forgotten (nothing will ask for it again) and the answer is given again to the same
 * call until `forgetEarlyAnswer`.
 */
export function earlyAnswer<Answer>(contract: FunctionContract<Answer>, body: unknown): Answer | undefined {
  const key = JSON.stringify(body);
  if (adopted !== null && adopted.name === contract.name && adopted.body === key) return adopted.answer as Answer;
  const early = peekEarlyAnswer(contract.name, body);
  if (!early) return undefined;
  try {
    const answer = answerOf(contract, early.status, early.payload, early.retryAfter);
    takeEarlyCall(contract.name, body);
    adopted = { name: contract.name, body: key, answer };
    return answer;
  } catch {
    return undefined;
  }
}

/** Called once the screen that adopted the early answer has committed: later mounts ask the server. */
export function forgetEarlyAnswer(): void {
  adopted = null;
}
