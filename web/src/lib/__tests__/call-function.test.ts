import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { env } from "../../config/env.ts";
import { server } from "../../testing/msw-server.ts";
import { callFunction, FunctionError } from "../call-function.ts";

const URL = `${env.supabaseUrl}/functions/v1/get-inspiration`;

describe("callFunction", () => {
  it("posts JSON with the anon key, as supabase-js would, and returns the answer", async () => {
    let seen: { auth: string | null; apikey: string | null; body: unknown } | undefined;
    server.use(
      http.post(URL, async ({ request }) => {
        seen = { auth: request.headers.get("authorization"), apikey: request.headers.get("apikey"), body: await request.json() };
        return HttpResponse.json({ id: "x" });
      }),
    );

    await expect(callFunction("get-inspiration", { id: "x" })).resolves.toEqual({ id: "x" });
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

    const error = await callFunction("get-inspiration", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", message: "Bố mẹ đã gửi quá nhiều yêu cầu.", fields: { surname: "Sai" }, retryAfterSeconds: 120 });
  });

  it("gives a Vietnamese message when the server is unreachable or answers without JSON", async () => {
    server.use(http.post(URL, () => HttpResponse.error()));
    await expect(callFunction("get-inspiration", {})).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR", message: expect.stringContaining("kết nối") });

    server.use(http.post(URL, () => new HttpResponse("Bad Gateway", { status: 502 })));
    await expect(callFunction("get-inspiration", {})).rejects.toMatchObject({ status: 502, message: expect.stringContaining("sự cố") });
  });
});
