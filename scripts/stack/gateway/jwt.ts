// HS256 JSON Web Tokens, verified the way PostgREST does: the signature with the project's JWT
// secret, then the time claims with a 30-second leeway for clock skew between services.
import { createHmac, timingSafeEqual } from "node:crypto";

/** PostgREST's leeway, in seconds, for `exp`, `nbf` and `iat`. */
const CLOCK_SKEW_SECONDS = 30;

export type JwtClaims = Record<string, unknown>;

/** PGRST301: the token cannot be decoded or its signature is wrong; PGRST303: its claims are not acceptable. */
type JwtErrorCode = "PGRST301" | "PGRST303";

export class JwtError extends Error {
  constructor(
    readonly code: JwtErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "JwtError";
  }
}

function base64UrlJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function hs256(input: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(input).digest();
}

/** Checks the signature and the time claims; returns the claims or throws a {@link JwtError}. */
export function verifyJwt(token: string, secret: string, nowSeconds = Date.now() / 1000): JwtClaims {
  if (token.trim() === "") throw new JwtError("PGRST301", "Empty JWT is sent in Authorization header");
  const parts = token.split(".");
  if (parts.length !== 3) throw new JwtError("PGRST301", `Expected 3 parts in JWT; got ${parts.length}`);
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];

  const header = base64UrlJson(headerPart);
  if (!isObject(header)) throw new JwtError("PGRST301", "Expected JWT header as JSON object");
  // Only HS256 is configured; refusing every other `alg` (including "none") closes algorithm confusion.
  if (header.alg !== "HS256") throw new JwtError("PGRST301", "No suitable key or wrong key type");

  const expected = hs256(`${headerPart}.${payloadPart}`, secret);
  const actual = Buffer.from(signaturePart, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new JwtError("PGRST301", "No suitable key or wrong key type");
  }

  const claims = base64UrlJson(payloadPart);
  if (!isObject(claims)) throw new JwtError("PGRST301", "Expected JWT payload as JSON object");
  checkTimeClaims(claims, nowSeconds);
  return claims;
}

function checkTimeClaims(claims: JwtClaims, now: number): void {
  for (const name of ["exp", "nbf", "iat"] as const) {
    const value = claims[name];
    if (value !== undefined && typeof value !== "number") {
      throw new JwtError("PGRST303", `The JWT '${name}' claim must be a number`);
    }
  }
  const { exp, nbf, iat } = claims as { exp?: number; nbf?: number; iat?: number };
  if (exp !== undefined && now - CLOCK_SKEW_SECONDS > exp) throw new JwtError("PGRST303", "JWT expired");
  if (nbf !== undefined && now + CLOCK_SKEW_SECONDS < nbf) throw new JwtError("PGRST303", "JWT not yet valid");
  if (iat !== undefined && now + CLOCK_SKEW_SECONDS < iat) throw new JwtError("PGRST303", "JWT issued at future");
}

/** Signs claims with HS256; the stack uses it only in tests, to forge tokens the gateway must judge. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}`;
  return `${unsigned}.${hs256(unsigned, secret).toString("base64url")}`;
}
