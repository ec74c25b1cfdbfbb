import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./msw-server.ts";

// findBy… and waitFor wait for a state, and stop as soon as it shows; their default 1 s limit failed
// a healthy test while \`npm test\` ran the browser suite beside it on a two-core machine.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  // The home form keeps a draft in localStorage: each test starts from an empty browser. (The build's
  // tests run in Node, which has no localStorage.)
  globalThis.localStorage?.clear();
  server.resetHandlers();
});
afterAll(() => server.close());
