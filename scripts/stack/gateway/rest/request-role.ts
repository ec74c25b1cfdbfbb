// Who the request runs as: the JWT's `role` claim, or the anonymous role without a JWT. PostgREST
// answers a bad token with 401 before touching the database.
import { JwtError, verifyJwt, type JwtClaims } from "../jwt.ts";
import { RestError } from "./rest-error.ts";

export type RequestRole = {
  role: string;
  claims: JwtClaims;
  /** A JWT chose a role other than the anonymous one: decides 401 vs 403 on permission errors. */
  authenticated: boolean;
};

export function resolveRequestRole(
  authorization: string | undefined,
  jwtSecret: string,
  anonRole: string,
): RequestRole {
  const match = /^Bearer(?:\s+(.*))?$/i.exec(authorization?.trim() ?? "");
  // No bearer token (or another scheme, which PostgREST ignores): the anonymous role.
  if (match === null) return { role: anonRole, claims: { role: anonRole }, authenticated: false };
  let claims: JwtClaims;
  try {
    claims = verifyJwt(match[1] ?? "", jwtSecret);
  } catch (error) {
    if (!(error instanceof JwtError)) throw error;
    throw new RestError(
      401,
      { code: error.code, message: error.message },
      { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${error.message}"` },
    );
  }
  const role = typeof claims.role === "string" && claims.role !== "" ? claims.role : anonRole;
  // `set role none` would mean "back to the login role": never a role a token may choose.
  if (role.toLowerCase() === "none") {
    throw new RestError(
      401,
      { code: "22023", message: `role "${role}" does not exist` },
      { "WWW-Authenticate": "Bearer" },
    );
  }
  return { role, claims, authenticated: role !== anonRole };
}
