import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Checks `Authorization: Apikey <key>` (SePay's scheme) in constant time. Both sides are hashed
 * first so neither the key's content nor its length leaks through timing.
 */
export function hasValidApiKey(request: Request, expectedKey: string): boolean {
  const match = /^Apikey\s+(.+)$/i.exec(request.headers.get("authorization") ?? "");
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match?.[1]?.trim() ?? ""), digest(expectedKey)) && match !== null;
}
