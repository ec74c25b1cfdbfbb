import assert from "node:assert/strict";
import { apiErrors } from "./api-error.ts";
import { createJsonHandler } from "./create-json-handler.ts";
import { jsonResponse } from "./json-response.ts";

const ORIGIN = "http://127.0.0.1:5173";
const echo = createJsonHandler({
  allowedOrigins: [ORIGIN],
  handle: (body) => Promise.resolve(jsonResponse({ body }, 200)),
});

function post(body: BodyInit | null, headers: HeadersInit = { "content-type": "application/json" }): Request {
  return new Request("http://functions.test/echo", { method: "POST", body, headers });
}

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return (await response.json()).error;
}

Deno.test("answers a preflight from an allowed origin with the CORS headers supabase-js needs", async () => {
  const response = await echo(
    new Request("http://functions.test/echo", { method: "OPTIONS", headers: { origin: ORIGIN } }),
  );
  assert.equal(response.status, 204);
  assert.equal(response.headers.get("access-control-allow-origin"), ORIGIN);
  assert.match(response.headers.get("access-control-allow-headers") ?? "", /apikey/);
  assert.match(response.headers.get("access-control-allow-headers") ?? "", /x-client-info/);
});

Deno.test("gives no CORS grant to an origin that is not allowed", async () => {
  const response = await echo(
    new Request("http://functions.test/echo", { method: "OPTIONS", headers: { origin: "https://evil.example" } }),
  );
  assert.equal(response.headers.get("access-control-allow-origin"), null);
});

Deno.test("passes parsed JSON to the handler and adds CORS to its answer", async () => {
  const response = await echo(
    new Request("http://functions.test/echo", {
      method: "POST",
      body: JSON.stringify({ id: "x" }),
      headers: { "content-type": "application/json; charset=utf-8", origin: ORIGIN },
    }),
  );
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), { body: { id: "x" } });
  assert.equal(response.headers.get("access-control-allow-origin"), ORIGIN);
  assert.equal(
    response.headers.get("access-control-expose-headers"),
    "retry-after",
    "a 429's wait is readable cross-origin",
  );
});

Deno.test("refuses other methods, other content types, oversized and malformed bodies with their codes", async () => {
  const get = await echo(new Request("http://functions.test/echo"));
  assert.equal(get.status, 405);
  assert.equal((await errorOf(get)).code, "METHOD_NOT_ALLOWED");
  assert.equal(get.headers.get("allow"), "POST, OPTIONS");

  const text = await echo(post("{}", { "content-type": "text/plain" }));
  assert.equal(text.status, 415);
  assert.equal((await errorOf(text)).code, "UNSUPPORTED_MEDIA_TYPE");

  const big = await echo(post(JSON.stringify({ wish: "a".repeat(70 * 1024) })));
  assert.equal(big.status, 413);
  assert.equal((await errorOf(big)).code, "PAYLOAD_TOO_LARGE");

  const broken = await echo(post('{"id":'));
  assert.equal(broken.status, 400);
  const error = await errorOf(broken);
  assert.equal(error.code, "INVALID_JSON");
  assert.match(error.message, /JSON/);
});

Deno.test("turns a thrown ApiError into its status and Vietnamese message", async () => {
  const handler = createJsonHandler({ allowedOrigins: [], handle: () => Promise.reject(apiErrors.rateLimited(1800)) });
  const response = await handler(post("{}"));
  assert.equal(response.status, 429);
  assert.equal(response.headers.get("retry-after"), "1800");
  assert.match((await errorOf(response)).message, /30 phút/);
});

Deno.test("answers 503 when the database is unreachable and 500 for anything unexpected", async () => {
  const silence = console.error;
  console.error = () => {};
  try {
    const down = createJsonHandler({
      allowedOrigins: [],
      handle: () => Promise.reject(Object.assign(new Error("refused"), { code: "ECONNREFUSED" })),
    });
    const downAnswer = await down(post("{}"));
    assert.equal(downAnswer.status, 503);
    assert.equal((await errorOf(downAnswer)).code, "SERVICE_UNAVAILABLE");

    const bug = createJsonHandler({ allowedOrigins: [], handle: () => Promise.reject(new TypeError("oops")) });
    const bugAnswer = await bug(post("{}"));
    assert.equal(bugAnswer.status, 500);
    assert.equal((await errorOf(bugAnswer)).code, "INTERNAL_ERROR");
  } finally {
    console.error = silence;
  }
});

Deno.test(
  "reads a body with a Content-Length in one piece and one without as it streams, Vietnamese intact",
  async () => {
    const wish = "Mong con khỏe mạnh, hiếu thảo";
    const text = JSON.stringify({ wish });
    const bytes = new TextEncoder().encode(text);
    const declared = await echo(
      post(text, { "content-type": "application/json", "content-length": String(bytes.length) }),
    );
    assert.deepEqual(await declared.json(), { body: { wish } });

    // Chunked, with "ỏ" (three bytes) cut between two chunks.
    const cut = text.indexOf("ỏ") + 1;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    const streamed = await echo(post(stream));
    assert.deepEqual(await streamed.json(), { body: { wish } });
  },
);

Deno.test("refuses a body past the limit whatever its Content-Length says", async () => {
  const big = JSON.stringify({ wish: "a".repeat(70 * 1024) });
  const saysSo = await echo(post(big, { "content-type": "application/json", "content-length": String(big.length) }));
  assert.equal(saysSo.status, 413);
  const saysLess = await echo(post(big, { "content-type": "application/json", "content-length": "20" }));
  assert.equal(saysLess.status, 413, "a length that lies is caught on what arrived");
  assert.equal((await errorOf(saysLess)).code, "PAYLOAD_TOO_LARGE");
});
