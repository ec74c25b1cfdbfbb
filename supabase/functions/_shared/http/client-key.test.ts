import assert from "node:assert/strict";
import { clientKey } from "./client-key.ts";

const SECRET = "a-secret-of-at-least-thirty-two-characters";

Deno.test("hashes an address to 64 hex characters that do not contain it", async () => {
  const key = await clientKey("198.51.100.7", SECRET);
  assert.match(key, /^[0-9a-f]{64}$/);
  assert.ok(!key.includes("198"));
});

Deno.test("gives one address one key, and two addresses or two secrets different keys", async () => {
  assert.equal(await clientKey("198.51.100.7", SECRET), await clientKey("198.51.100.7", SECRET));
  assert.notEqual(await clientKey("198.51.100.7", SECRET), await clientKey("198.51.100.8", SECRET));
  assert.notEqual(await clientKey("198.51.100.7", SECRET), await clientKey("198.51.100.7", `${SECRET}!`));
});

Deno.test("is HMAC-SHA-256, as the RFC 4231 test vector says", async () => {
  // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
  assert.equal(
    await clientKey("what do ya want for nothing?", "Jefe"),
    "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
  );
});
