// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importAliases } from "./import-aliases.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const tsconfig = JSON.parse(readFileSync(path.join(ROOT, "tsconfig.json"), "utf8")) as {
  compilerOptions: { paths: Record<string, string[]> };
};

/** Where tsconfig.json sends `<alias>/x`, as an absolute directory without a trailing slash. */
function tsconfigTarget(alias: string): string | undefined {
  const target = tsconfig.compilerOptions.paths[`${alias}/*`]?.[0];
  return target ? path.resolve(ROOT, target.replace(/\/\*$/, "")) : undefined;
}

describe("import aliases", () => {
  it("send @/ and @core/ where tsconfig.json sends them, so Vite, Vitest and tsc agree", () => {
    const [core, web] = importAliases();
    expect(tsconfigTarget("@core")).toBe(core!.replacement);
    expect(tsconfigTarget("@")).toBe(web!.replacement.replace(/\/$/, ""));
  });

  it("match @/ without catching scoped packages", () => {
    const web = importAliases()[1]!.find as RegExp;
    expect(web.test("@/lib/format-vnd.ts")).toBe(true);
    expect(web.test("@radix-ui/react-tooltip")).toBe(false);
    expect(web.test("@core/naming/engine.ts")).toBe(false);
  });
});
