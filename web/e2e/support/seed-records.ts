// Each test makes its own records through the real create-inspiration function, as the home form
// would, so no test depends on another's data or on what a database happens to hold.
import { expect, type APIRequestContext } from "@playwright/test";
import { ANON_KEY, API_URL } from "@scripts/stack/config.ts";
import { SAMPLE_FORM } from "@core/fixtures/sample-request.ts";
import { forgetRecentCreations } from "./rate-limit.ts";

/** POSTs to a function the way the web app does (anon key as bearer) and returns its JSON. */
export async function callFunction<T>(
  request: APIRequestContext,
  name: string,
  body: unknown,
  expectedStatus = 200,
): Promise<T> {
  const response = await request.post(`${API_URL}/functions/v1/${name}`, {
    headers: { authorization: `Bearer ${ANON_KEY}` },
    data: body,
  });
  expect(response.status(), `${name} answered ${await response.text()}`).toBe(expectedStatus);
  return (await response.json()) as T;
}

export async function createRecord(request: APIRequestContext, form: object = SAMPLE_FORM): Promise<string> {
  await forgetRecentCreations();
  const { id } = await callFunction<{ id: string }>(request, "create-inspiration", form, 201);
  return id;
}

/** A record paid through the sandbox provider: the same path the payment page's button takes. */
export async function createPaidRecord(request: APIRequestContext): Promise<string> {
  const id = await createRecord(request);
  await callFunction(request, "request-payment", { id });
  await callFunction(request, "sandbox-transfer", { id });
  await expect
    .poll(async () => (await callFunction<{ paymentStatus: string }>(request, "payment-status", { id })).paymentStatus)
    .toBe("paid");
  return id;
}

/** A well-formed id that no record has (v4 uuid), for the not-found states. */
export const UNKNOWN_RECORD_ID = "6f1d3c1e-4b7a-4c2e-9f0a-2b8d5e7c9a10";
