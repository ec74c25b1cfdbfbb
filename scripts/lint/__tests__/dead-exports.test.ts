import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT_DIR } from "../../stack/config.ts";
import { findDeadExports } from "../dead-exports.ts";

const dir = mkdtempSync(path.join(tmpdir(), "dead-exports-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function project(files: Record<string, string>) {
  rmSync(dir, { recursive: true, force: true });
  const tsconfig = { compilerOptions: { allowImportingTsExtensions: true, paths: { "@/*": ["./src/*"] } } };
  files["tsconfig.json"] = JSON.stringify(tsconfig);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const sources = Object.keys(files).filter((file) => file !== "tsconfig.json");
  return findDeadExports(dir, sources).map(({ file, name }) => `${file} ${name}`);
}

describe("the dead-export finder", () => {
  it("names an export no other file imports, and only that one", () => {
    const dead = project({
      "src/money.ts": "export const used = 1;\nexport const unused = 2;\nexport type Unused = number;",
      "src/page.ts": 'import { used } from "./money.ts";\nconsole.log(used);',
    });
    expect(dead).toEqual(["src/money.ts unused", "src/money.ts Unused"]);
  });

  it("follows aliases, renames, re-exports and type imports", () => {
    const dead = project({
      "src/a.ts": "export const one = 1;\nexport type Two = 2;\nexport function three() {}",
      "src/b.ts": 'export { one as uno } from "@/a.ts";\nexport type { Two } from "./a.ts";',
      "src/c.ts":
        'import { uno, type Two } from "./b.ts";\nlet t: import("./a.ts").three;\nconsole.log(uno as Two, t);',
    });
    expect(dead).toEqual([]);
  });

  it("counts a module imported whole, dynamically, mocked or named by its path as used", () => {
    const dead = project({
      "src/star.ts": "export const a = 1;",
      "src/lazy.ts": "export const b = 1;",
      "src/mocked.ts": "export const c = 1;",
      "src/setup.ts": "export default function setup() {}",
      "src/main.ts": [
        'import * as star from "./star.ts";',
        'const lazy = () => import("./lazy.ts");',
        'vi.mock("./mocked.ts");',
        'const config = { globalSetup: "./setup.ts" };',
        "console.log(star, lazy, config);",
      ].join("\n"),
    });
    expect(dead).toEqual([]);
  });

  it("finds no export in the repository that nothing imports", () => {
    const files = execFileSync("git", ["ls-files", "*.ts", "*.tsx", "*.js", "*.mjs"], {
      cwd: ROOT_DIR,
      encoding: "utf8",
    })
      .split("\n")
      // Test fixtures are inputs read as text, not modules.
      .filter((file) => file !== "" && !file.includes("/fixtures/"));
    expect(findDeadExports(ROOT_DIR, files)).toEqual([]);
  }, 60_000);
});
