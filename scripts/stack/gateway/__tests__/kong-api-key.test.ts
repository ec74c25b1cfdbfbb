import { describe, expect, it } from "vitest";
import { checkApiKey } from "../kong-api-key.ts";

describe("Kong key-auth", () => {
  const keys = ["anon-key", "service-key"];

  it("refuses a missing or unknown apikey with Kong's messages", () => {
    expect(checkApiKey(undefined, null, undefined, keys)).toEqual({
      ok: false,
      status: 401,
      body: { message: "No API key found in request" },
    });
    expect(checkApiKey("other", null, undefined, keys)).toEqual({
      ok: false,
      status: 401,
      body: { message: "Invalid authentication credentials" },
    });
  });

  it("accepts the key from the header or the query and makes it the bearer when Authorization is absent", () => {
    expect(checkApiKey(undefined, "anon-key", undefined, keys)).toEqual({ ok: true, authorization: "Bearer anon-key" });
    expect(checkApiKey("anon-key", null, "Bearer user-token", keys)).toEqual({
      ok: true,
      authorization: "Bearer user-token",
    });
  });
});
