// The core's and the web app's Vitest projects share one module graph between their test files
// (vitest.config.ts, `isolate: false`). That is only sound while no shared test replaces a module,
// a global or the clock: such a change would leak into every file run after it in the same worker.
// A web test file that makes one runs in the "web-isolated" project; a helper must make none, as
// the shared files import it.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FUNCTIONS_DIR, ROOT_DIR } from "../../stack/config.ts";
import { LEAKING_CALLS, replacesShared, testFilesNeedingIsolation } from "../shared-modules.ts";
import { denoSourceFiles, isTestFile, listTypeScript } from "../test-files.ts";

const WEB_DIR = path.join(ROOT_DIR, "web");

describe("the tests that share modules", () => {
  it("spot a call that replaces a module, a global or the clock, and not a spy restored after its test", () => {
    expect(LEAKING_CALLS.test('vi.mock("@core/naming/data.ts")')).toBe(true);
    expect(LEAKING_CALLS.test("vi.useFakeTimers()")).toBe(true);
    expect(LEAKING_CALLS.test('vi.stubGlobal("fetch", fake)')).toBe(true);
    expect(LEAKING_CALLS.test("vi.fn()")).toBe(false);
    expect(LEAKING_CALLS.test("vi.mocked(notify)")).toBe(false);
    expect(LEAKING_CALLS.test('vi.spyOn(console, "error")')).toBe(false);
  });

  it("in the core, make none", () => {
    // The core's test code: what Deno does not run (the Vitest tests and their helpers).
    const deno = new Set(denoSourceFiles(FUNCTIONS_DIR));
    const files = listTypeScript(path.join(FUNCTIONS_DIR, "_core")).filter((file) => !deno.has(file));
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter(replacesShared).map((file) => path.relative(FUNCTIONS_DIR, file))).toEqual([]);
  });

  it("in the web app, make one only in a test file, which then runs isolated", () => {
    const testCode = ["src", "build"]
      .flatMap((dir) => listTypeScript(path.join(WEB_DIR, dir)))
      .filter(
        (file) => file.includes(`${path.sep}__tests__${path.sep}`) || file.includes(`${path.sep}testing${path.sep}`),
      );
    const helpers = testCode.filter((file) => !isTestFile(file));
    expect(helpers.length).toBeGreaterThan(0);
    expect(helpers.filter(replacesShared).map((file) => path.relative(WEB_DIR, file))).toEqual([]);

    const isolated = testFilesNeedingIsolation(WEB_DIR, ["src", "build"]);
    expect(isolated).toContain(path.join("src", "features", "payment", "__tests__", "payment-polling.test.tsx"));
    expect(isolated.every((file) => replacesShared(path.join(WEB_DIR, file)))).toBe(true);
  });
});
