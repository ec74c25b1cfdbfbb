import { describe, expect, it } from "vitest";
import { checkApiKey } from "../kong-api-key.ts";
import { negotiateFormat } from "../rest/media-type.ts";
import { parsePrefer } from "../rest/prefer-header.ts";
import { RestError } from "../rest/rest-error.ts";

describe("Prefer", () => {
  it("reads supabase-js's joined preferences and lists those applied", () => {
    expect(parsePrefer(["count=exact, return=representation"])).toEqual({
      return: "representation",
      countExact: true,
      resolution: null,
      applied: ["count=exact", "return=representation"],
    });
    expect(parsePrefer(["resolution=merge-duplicates", "return=headers-only"])).toMatchObject({
      return: "headers-only",
      resolution: "merge-duplicates",
    });
  });

  it("leaves unimplemented preferences unapplied, or refuses them under handling=strict", () => {
    expect(parsePrefer(["count=planned, missing=default"])).toEqual({
      return: null,
      countExact: false,
      resolution: null,
      applied: [],
    });
    expect(() => parsePrefer(["handling=strict, count=planned"])).toThrow(
      expect.objectContaining({ code: "PGRST122", status: 400 }),
    );
  });
});

describe("Accept", () => {
  it("answers arrays by default and one object for .single()", () => {
    expect(negotiateFormat(undefined)).toMatchObject({ single: false, stripNulls: false });
    expect(negotiateFormat("application/vnd.pgrst.object+json")).toMatchObject({ single: true });
    expect(negotiateFormat("application/vnd.pgrst.object+json;nulls=stripped")).toMatchObject({
      single: true,
      stripNulls: true,
    });
  });

  it("refuses media types the stand-in cannot produce with 406", () => {
    const error = (() => {
      try {
        negotiateFormat("text/csv");
      } catch (e) {
        return e;
      }
    })() as RestError;
    expect({ status: error.status, code: error.code }).toEqual({ status: 406, code: "PGRST107" });
  });
});

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
