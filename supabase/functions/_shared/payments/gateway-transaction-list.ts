// The gateway's own list of transactions (SePay's `GET /userapi/transactions/list`, bearer token),
// read by the reconciliation for what the webhook never delivered. SePay answers ids and amounts
// as strings, pages by `since_id` (ids at or above it) and `limit`, reports a business error with
// HTTP 200 and `messages.success: false` (a bad token: 200 with an empty body), and rate-limits
// with 429 and `x-sepay-userapi-retry-after` (seconds). A slow or failing gateway is retried a few
// times, then the read fails as a whole: the next run, 30 minutes later, reads the 48 hours again.
import * as z from "zod/mini";

const amount = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => Math.round(Number(value))),
);
const listedTransaction = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  transaction_date: z.string(),
  account_number: z.nullish(z.string()),
  amount_in: amount,
  amount_out: amount,
  transaction_content: z.nullish(z.string()),
  reference_number: z.nullish(z.string()),
  code: z.nullish(z.string()),
});
const listAnswer = z.object({
  status: z.number(),
  messages: z.optional(z.object({ success: z.optional(z.boolean()) })),
  transactions: z.array(listedTransaction),
});

type ListedTransaction = z.output<typeof listedTransaction>;

export class GatewayListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "GatewayListError";
  }
}

export interface ListOptions {
  url: string;
  token: string;
  accountNumber: string;
  /** The earliest transaction date to read, in the gateway's clock (Vietnam): "2026-11-24 10:00:00". */
  dateMin: string;
  pageSize?: number;
  /** One request's patience; a slower answer counts as a failure and is retried. */
  timeoutMs?: number;
  attempts?: number;
  /** Waits between attempts (tests shorten them). */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A 429 asking for a longer wait than this is a failure of the run, not a reason to hold the function. */
const MAX_RETRY_AFTER_MS = 10_000;

/** Every page of the list from `dateMin` on, oldest id first within a page as the gateway sends it. */
export async function* listGatewayTransactions(options: ListOptions): AsyncGenerator<ListedTransaction[]> {
  const pageSize = options.pageSize ?? 1000;
  let sinceId: string | null = null;
  for (let page = 0; page < 1000; page += 1) {
    const query = new URLSearchParams({
      account_number: options.accountNumber,
      transaction_date_min: options.dateMin,
      limit: String(pageSize),
    });
    if (sinceId) query.set("since_id", sinceId);
    const transactions = await fetchPage(`${options.url}/transactions/list?${query}`, options);
    if (transactions.length > 0) yield transactions;
    if (transactions.length < pageSize) return;
    const highest = transactions.reduce((max, t) => (BigInt(t.id) > max ? BigInt(t.id) : max), 0n);
    sinceId = String(highest + 1n);
  }
  throw new GatewayListError("the gateway's list did not end after 1000 pages");
}

async function fetchPage(url: string, options: ListOptions): Promise<ListedTransaction[]> {
  const attempts = options.attempts ?? 4;
  const sleep = options.sleep ?? wait;
  const doFetch = options.fetch ?? fetch;
  let lastProblem = "no attempt";
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { authorization: `Bearer ${options.token}`, accept: "application/json" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      lastProblem =
        error instanceof Error && error.name === "TimeoutError"
          ? "the gateway did not answer in time"
          : "the gateway could not be reached";
      await sleep(500 * attempt);
      continue;
    }
    if (response.status === 429) {
      await response.body?.cancel();
      const seconds = Number(
        response.headers.get("x-sepay-userapi-retry-after") ?? response.headers.get("retry-after") ?? "1",
      );
      const delay = Math.max(0, (Number.isFinite(seconds) ? seconds : 1) * 1000);
      lastProblem = "the gateway limited the request rate";
      if (delay > MAX_RETRY_AFTER_MS) break;
      await sleep(delay);
      continue;
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      lastProblem = `the gateway answered ${response.status}`;
      await sleep(500 * attempt);
      continue;
    }
    const text = await response.text();
    if (!response.ok) throw new GatewayListError(`the gateway refused the request (${response.status})`);
    if (text.trim() === "") throw new GatewayListError("the gateway answered nothing: is SEPAY_API_TOKEN right?");
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new GatewayListError("the gateway's answer is not JSON");
    }
    const parsed = listAnswer.safeParse(body);
    if (!parsed.success || parsed.data.status !== 200 || parsed.data.messages?.success === false) {
      throw new GatewayListError("the gateway's answer is not a transaction list");
    }
    return parsed.data.transactions;
  }
  throw new GatewayListError(`${lastProblem}, ${attempts} times`);
}
