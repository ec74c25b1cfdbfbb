// The core's Vitest project shares one module graph between its test files (vitest.config.ts,
// `isolate: false`). That is only sound while no core test replaces a module, a global or the clock:
// such a change would leak into every file run after it in the same worker.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FUNCTIONS_DIR } from "../../stack/config.ts";
import { denoSourceFiles } from "../test-files.ts";

const LEAKING_CALLS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules|spyOn)\b/;

function listTypeScript(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listTypeScript(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the core's tests, which share modules", () => {
  it("spot a call that replaces a module, a global or the clock", () => {
    expect(LEAKING_CALLS.test('vi.mock("@core/naming/data.ts")')).toBe(true);
    expect(LEAKING_CALLS.test("vi.useFakeTimers()")).toBe(true);
    expect(LEAKING_CALLS.test("vi.fn()")).toBe(false);
  });

  it("make none", () => {
    // The core's test code: what Deno does not run (the Vitest tests and their helpers).
    const deno = new Set(denoSourceFiles(FUNCTIONS_DIR));
    const files = listTypeScript(path.join(FUNCTIONS_DIR, "_core")).filter((file) => !deno.has(file));
    expect(files.length).toBeGreaterThan(0);
    const leaking = files.filter((file) => LEAKING_CALLS.test(readFileSync(file, "utf8")));
    expect(leaking.map((file) => path.relative(FUNCTIONS_DIR, file))).toEqual([]);
  });
});
