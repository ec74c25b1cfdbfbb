import assert from "node:assert/strict";
import { clientIp } from "./client-ip.ts";

const requestWith = (headers: Record<string, string>) => new Request("http://functions.test/x", { headers });

Deno.test("trusts the platform's headers, not the client's leftmost X-Forwarded-For", () => {
  assert.equal(
    clientIp(requestWith({ "cf-connecting-ip": "198.51.100.4", "x-forwarded-for": "1.2.3.4, 198.51.100.4" })),
    "198.51.100.4",
  );
  assert.equal(
    clientIp(requestWith({ "x-real-ip": "127.0.0.1", "x-forwarded-for": "203.0.113.99, 127.0.0.1" })),
    "127.0.0.1",
  );
  assert.equal(
    clientIp(requestWith({ "x-forwarded-for": "203.0.113.99, 10.0.0.7" })),
    "10.0.0.7",
    "the hop the nearest proxy appended",
  );
});

Deno.test("has no address when no header holds a plausible one", () => {
  assert.equal(clientIp(requestWith({})), null);
  assert.equal(clientIp(requestWith({ "x-real-ip": "'; drop table x; --" })), null);
});
