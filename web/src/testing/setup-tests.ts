import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { server } from "./msw-server.ts";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  // The home form keeps a draft in localStorage: each test starts from an empty browser. (The build's
  // tests run in Node, which has no localStorage.)
  globalThis.localStorage?.clear();
  server.resetHandlers();
});
afterAll(() => server.close());
