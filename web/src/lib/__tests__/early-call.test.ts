import { afterEach, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import * as z from "zod/mini";
import { server } from "@/testing/msw-server.ts";
import { env } from "@/config/env.ts";
import { callFunction, earlyAnswer as readEarlyAnswer, forgetEarlyAnswer } from "@/lib/call-function.ts";
import { FunctionError } from "@/lib/function-error.ts";

const answer = z.object({ from: z.string() });
const getInspiration = { name: "get-inspiration", answer };
const requestPayment = { name: "request-payment", answer };

const earlyAnswer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

afterEach(() => {
  window.__earlyCall = undefined;
});

describe("callFunction with a call index.html started early", () => {
  it("adopts the early answer once, then asks the server again", async () => {
    let served = 0;
    server.use(
      http.post(`${env.supabaseUrl}/functions/v1/get-inspiration`, () =>
        HttpResponse.json({ from: `server ${++served}` }),
      ),
    );
    window.__earlyCall = {
      name: "get-inspiration",
      body: JSON.stringify({ id: "r1" }),
      response: earlyAnswer(200, { from: "early" }),
    };

    expect(await callFunction(getInspiration, { id: "r1" })).toEqual({ from: "early" });
    expect(await callFunction(getInspiration, { id: "r1" })).toEqual({ from: "server 1" });
    expect(served).toBe(1);
  });

  it("turns an early error answer into the same FunctionError a late one would give", async () => {
    window.__earlyCall = {
      name: "get-inspiration",
      body: JSON.stringify({ id: "r1" }),
      response: earlyAnswer(404, { error: { code: "NOT_FOUND", message: "Không tìm thấy" } }),
    };

    await expect(callFunction(getInspiration, { id: "r1" })).rejects.toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("reports an early network failure as one", async () => {
    window.__earlyCall = {
      name: "request-payment",
      body: JSON.stringify({ id: "r1" }),
      response: Promise.reject(new TypeError("offline")),
    };

    const error = await callFunction(requestPayment, { id: "r1" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });

  it("leaves an early call for another record or function alone", async () => {
    server.use(
      http.post(`${env.supabaseUrl}/functions/v1/get-inspiration`, () => HttpResponse.json({ from: "server" })),
    );
    const early = {
      name: "get-inspiration",
      body: JSON.stringify({ id: "other" }),
      response: earlyAnswer(200, { from: "early" }),
    };
    window.__earlyCall = early;

    expect(await callFunction(getInspiration, { id: "r1" })).toEqual({ from: "server" });
    expect(window.__earlyCall).toBe(early);
  });
});

describe("earlyAnswer: the answer the early view already read, for a screen's first render", () => {
  const early = (payload: unknown, status = 200) => {
    const call = {
      name: "get-inspiration",
      body: JSON.stringify({ id: "r1" }),
      response: earlyAnswer(status, payload),
    };
    window.__earlyCall = call;
    window.__earlyAnswer = { name: call.name, body: call.body, status, payload, retryAfter: null };
    return call;
  };

  afterEach(() => {
    window.__earlyAnswer = undefined;
    forgetEarlyAnswer();
  });

  it("gives an answer the contract accepts, and forgets the call so nothing asks again", () => {
    early({ from: "early" });

    expect(readEarlyAnswer(getInspiration, { id: "r1" })).toEqual({ from: "early" });
    expect(window.__earlyCall).toBeUndefined();
    // A render React threw away and tried again gets the same answer, until the screen commits.
    expect(readEarlyAnswer(getInspiration, { id: "r1" })).toEqual({ from: "early" });
    forgetEarlyAnswer();
    expect(readEarlyAnswer(getInspiration, { id: "r1" })).toBeUndefined();
  });

  it("refuses an answer the contract refuses, and leaves the call for callFunction to report", async () => {
    early({ from: 42 });

    expect(readEarlyAnswer(getInspiration, { id: "r1" })).toBeUndefined();
    await expect(callFunction(getInspiration, { id: "r1" })).rejects.toMatchObject({
      status: 502,
      code: "INVALID_ANSWER",
    });
  });

  it("gives nothing for an error answer, another record or before the answer has arrived", async () => {
    early({ error: { code: "NOT_FOUND", message: "Không tìm thấy" } }, 404);
    expect(readEarlyAnswer(getInspiration, { id: "r1" })).toBeUndefined();
    await expect(callFunction(getInspiration, { id: "r1" })).rejects.toMatchObject({ status: 404 });

    early({ from: "early" });
    expect(readEarlyAnswer(getInspiration, { id: "other" })).toBeUndefined();
    window.__earlyAnswer = undefined;
    expect(readEarlyAnswer(getInspiration, { id: "r1" })).toBeUndefined();
  });
});
