import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { denoSourceFiles, denoTestFiles } from "../test-files.ts";

// A functions folder with both kinds of TypeScript: the core (Vitest tests) and Deno's.
let functionsDir = "";
const write = (relativePath: string, content: string) => {
  const file = path.join(functionsDir, relativePath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

beforeAll(() => {
  functionsDir = mkdtempSync(path.join(tmpdir(), "functions-"));
  write("create-inspiration/index.ts", "Deno.serve(() => new Response());\n");
  write(
    "create-inspiration/handler.test.ts",
    'import assert from "node:assert/strict";\nDeno.test("x", () => assert.ok(true));\n',
  );
  write(
    "tests/journey.test.ts",
    'import { integrationTest } from "./helpers/integration-test.ts";\nintegrationTest("x", async () => {});\n',
  );
  write("_core/naming/score.ts", "export const score = 1;\n");
  write("_core/naming/__tests__/score.test.ts", 'import { it } from "vitest";\nit("x", () => {});\n');
  write("_core/naming/__tests__/panel.ts", "export const panel = [];\n");
  write("_core/contracts/code.test.ts", 'import { it } from "vitest";\nit("x", () => {});\n');
  // Deno's, by location, even though it never says Deno: the folder decides, not the contents.
  write("_shared/http/cors.test.ts", 'import assert from "node:assert/strict";\nassert.ok(true);\n');
});

afterAll(() => rmSync(functionsDir, { recursive: true, force: true }));

const names = (files: string[]) => files.map((file) => path.relative(functionsDir, file));

describe("denoSourceFiles", () => {
  it("gives deno check every Deno file and the core's sources, but no core test or test helper", () => {
    expect(names(denoSourceFiles(functionsDir))).toEqual([
      "_core/naming/score.ts",
      "_shared/http/cors.test.ts",
      "create-inspiration/handler.test.ts",
      "create-inspiration/index.ts",
      "tests/journey.test.ts",
    ]);
  });
});

describe("denoTestFiles", () => {
  it("gives deno test every test file outside the core, including those that wrap Deno.test", () => {
    expect(names(denoTestFiles(functionsDir))).toEqual([
      "_shared/http/cors.test.ts",
      "create-inspiration/handler.test.ts",
      "tests/journey.test.ts",
    ]);
  });

  it("finds nothing in a folder that does not exist", () => {
    expect(denoTestFiles(path.join(functionsDir, "missing"))).toEqual([]);
  });
});
