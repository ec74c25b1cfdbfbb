import { describe, expect, it } from "vitest";
import { JwtError, signJwt, verifyJwt } from "../jwt.ts";
import { ANON_KEY, JWT_SECRET } from "../../config.ts";

const now = 1_800_000_000;

function failure(token: string, at = now): { code: string; message: string } {
  try {
    verifyJwt(token, JWT_SECRET, at);
  } catch (error) {
    if (error instanceof JwtError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected the token to be refused");
}

describe("HS256 JWT verification", () => {
  it("accepts the Supabase CLI's demo anon key", () => {
    expect(verifyJwt(ANON_KEY, JWT_SECRET, now)).toMatchObject({ role: "anon", iss: "supabase-demo" });
  });

  it("refuses a token signed with another secret, or tampered with, as PGRST301", () => {
    expect(failure(signJwt({ role: "anon" }, "another-secret-another-secret-123")).code).toBe("PGRST301");
    const [header, , signature] = ANON_KEY.split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ role: "service_role", exp: 1983812996 })).toString("base64url");
    expect(failure(`${header}.${forgedPayload}.${signature}`).code).toBe("PGRST301");
  });

  it("refuses alg none and malformed tokens as PGRST301", () => {
    const none = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"role":"service_role"}').toString("base64url")}.`;
    expect(failure(none).code).toBe("PGRST301");
    expect(failure("not-a-jwt")).toEqual({ code: "PGRST301", message: "Expected 3 parts in JWT; got 1" });
    expect(failure("").code).toBe("PGRST301");
  });

  it("applies exp, nbf and iat with a 30-second leeway (PGRST303)", () => {
    const token = (claims: object) => signJwt({ role: "anon", ...claims }, JWT_SECRET);
    expect(verifyJwt(token({ exp: now - 29 }), JWT_SECRET, now)).toMatchObject({ role: "anon" });
    expect(failure(token({ exp: now - 31 }))).toEqual({ code: "PGRST303", message: "JWT expired" });
    expect(failure(token({ nbf: now + 31 }))).toEqual({ code: "PGRST303", message: "JWT not yet valid" });
    expect(failure(token({ iat: now + 31 }))).toEqual({ code: "PGRST303", message: "JWT issued at future" });
    expect(failure(token({ exp: "soon" })).code).toBe("PGRST303");
  });
});
