// The ports the relay gives the edge functions: below the kernel's range for outgoing connections,
// so no download or readiness probe can take one before Deno binds it, free, and never given twice.
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { functionPort, outgoingRangeStart } from "../functions/function-ports.ts";

const listenOn = (port: number) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(() => new Promise((done) => server.close(() => done()))));
  });

describe("the port of an edge function", () => {
  it("lies below the range the kernel gives outgoing connections, and no two functions share one", async () => {
    const top = outgoingRangeStart();
    const ports = await Promise.all(Array.from({ length: 40 }, () => functionPort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(top);
    }
    expect(new Set(ports).size).toBe(ports.length);
  });

  it("is one a function can listen on", async () => {
    const close = await listenOn(await functionPort());
    await close();
  });
});
