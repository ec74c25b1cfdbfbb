import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { env } from "@/config/env.ts";
import { server } from "@/testing/msw-server.ts";
import { callFunction } from "@/lib/call-function.ts";
import { FunctionError } from "@/lib/function-error.ts";

const URL = `${env.supabaseUrl}/functions/v1/get-inspiration`;
/** A contract of its own, so these cases test the call, not the real answer's many fields. */
const contract = { name: "get-inspiration", answer: z.object({ id: z.string() }) };

describe("callFunction", () => {
  it("posts JSON with the anon key, as supabase-js would, and returns the answer", async () => {
    let seen: { auth: string | null; apikey: string | null; body: unknown } | undefined;
    server.use(
      http.post(URL, async ({ request }) => {
        seen = {
          auth: request.headers.get("authorization"),
          apikey: request.headers.get("apikey"),
          body: await request.json(),
        };
        return HttpResponse.json({ id: "x" });
      }),
    );

    await expect(callFunction(contract, { id: "x" })).resolves.toEqual({ id: "x" });
    expect(seen).toEqual({ auth: `Bearer ${env.supabaseAnonKey}`, apikey: env.supabaseAnonKey, body: { id: "x" } });
  });

  it("turns an error answer into a FunctionError with its code, Vietnamese message and fields", async () => {
    server.use(
      http.post(URL, () =>
        HttpResponse.json(
          { error: { code: "RATE_LIMITED", message: "Bố mẹ đã gửi quá nhiều yêu cầu.", fields: { surname: "Sai" } } },
          { status: 429, headers: { "retry-after": "120" } },
        ),
      ),
    );

    const error = await callFunction(contract, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: "Bố mẹ đã gửi quá nhiều yêu cầu.",
      fields: { surname: "Sai" },
      retryAfterSeconds: 120,
    });
  });

  it("carries the surnames the server suggests for one it does not know", async () => {
    server.use(
      http.post(URL, () =>
        HttpResponse.json(
          {
            error: {
              code: "VALIDATION_FAILED",
              message: "Thông tin chưa hợp lệ.",
              fields: { surname: "Chưa biết họ" },
              suggestions: ["Trần", "Thân"],
            },
          },
          { status: 400 },
        ),
      ),
    );

    const error = await callFunction(contract, {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, fields: { surname: "Chưa biết họ" }, suggestions: ["Trần", "Thân"] });
  });

  it("gives a Vietnamese message when the server is unreachable or answers without JSON", async () => {
    server.use(http.post(URL, () => HttpResponse.error()));
    await expect(callFunction(contract, {})).rejects.toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      message: expect.stringContaining("kết nối"),
    });

    server.use(http.post(URL, () => new HttpResponse("Bad Gateway", { status: 502 })));
    await expect(callFunction(contract, {})).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining("sự cố"),
    });
  });

  it("refuses a success answer its contract does not accept, with a Vietnamese message", async () => {
    server.use(http.post(URL, () => HttpResponse.json({ id: 42 })));
    await expect(callFunction(contract, { id: "x" })).rejects.toMatchObject({
      status: 502,
      code: "INVALID_ANSWER",
      message: expect.stringContaining("không như mong đợi"),
    });
  });
});
