// The hosted CI workflow cannot run here (it needs Docker), so this checks what can go stale
// without anyone noticing: every npm script, binary, Vitest project and path it names must exist,
// and its steps must come in an order that can work (the database before its tests, the functions
// served before theirs).
import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { denoTestFiles } from "../../test/test-files.ts";
import { FUNCTIONS_DIR, ROOT_DIR } from "../config.ts";

const WORKFLOW = path.join(ROOT_DIR, ".github", "workflows", "ci.yml");
const packageJson = JSON.parse(readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
};
const vitestConfig = readFileSync(path.join(ROOT_DIR, "vitest.config.ts"), "utf8");

/** The shell text of every `run:` step, single-line or block (`run: |`). */
function runCommands(yaml: string): string[] {
  const lines = yaml.split("\n");
  const commands: string[] = [];
  lines.forEach((line, index) => {
    const match = /^(\s*)(?:- )?run:\s*(.*)$/.exec(line);
    if (!match) return;
    const inline = match[2]!.trim();
    if (inline !== "|" && inline !== ">") {
      commands.push(inline);
      return;
    }
    const indent = match[1]!.length;
    const block: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() !== "" && next.search(/\S/) <= indent) break;
      block.push(next.trim());
    }
    commands.push(block.join("\n"));
  });
  return commands;
}

const commands = runCommands(readFileSync(WORKFLOW, "utf8"));
const words = commands.flatMap((command) => command.split(/[\s;()$]+/).filter(Boolean));

describe("the hosted CI workflow", () => {
  it("runs the stock Supabase toolchain: start, db reset, test db", () => {
    for (const expected of [
      "npx supabase start",
      "npx supabase db reset",
      "npx supabase test db",
      "npx supabase stop --no-backup",
    ]) {
      expect(commands).toContain(expected);
    }
  });

  it("calls only npm scripts that package.json defines", () => {
    const scripts = commands.flatMap((command) =>
      [...command.matchAll(/\bnpm run ([\w:-]+)/g)].map((match) => match[1]!),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(packageJson.scripts, `npm run ${script}`).toHaveProperty(script);
  });

  it("calls through npx only binaries the project installs", () => {
    const binaries = commands.flatMap((command) =>
      [...command.matchAll(/\bnpx ([\w@./-]+)/g)].map((match) => match[1]!),
    );
    expect(binaries).toEqual(expect.arrayContaining(["supabase", "deno", "vitest"]));
    for (const binary of binaries) {
      expect(existsSync(path.join(ROOT_DIR, "node_modules", ".bin", binary)), `npx ${binary}`).toBe(true);
    }
  });

  it("names only Vitest projects that vitest.config.ts defines", () => {
    const projects = commands.flatMap((command) =>
      [...command.matchAll(/--project[= ](\S+)/g)].map((match) => match[1]!),
    );
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) expect(vitestConfig, `--project ${project}`).toContain(`name: "${project}"`);
  });

  it("names only paths that exist in the repository", () => {
    const paths = words.filter((word) => /^[\w.-]+\/[\w./-]*$/.test(word) && !word.includes("://"));
    expect(paths).toContain("supabase/functions/deno.json");
    for (const relativePath of paths) expect(existsSync(path.join(ROOT_DIR, relativePath)), relativePath).toBe(true);
  });
});

/** Where in the workflow the first command matching `pattern` runs (-1 when none does). */
const stepOf = (pattern: RegExp) => commands.findIndex((command) => pattern.test(command));

describe("the hosted CI workflow's order", () => {
  const order: Array<[string, RegExp]> = [
    ["install", /^npm install\b/],
    ["typecheck", /npm run typecheck/],
    ["start Supabase", /^npx supabase start$/],
    ["reset the database", /^npx supabase db reset$/],
    ["pgTAP", /^npx supabase test db$/],
    ["serve the functions", /npx supabase functions serve\b/],
    ["function tests", /npx deno test\b/],
    ["stop Supabase", /^npx supabase stop\b/],
  ];

  it.each(order.slice(1).map((step, index) => [order[index]!, step] as const))(
    "runs %s before %s",
    ([, before], [, after]) => {
      expect(stepOf(before)).toBeGreaterThanOrEqual(0);
      expect(stepOf(after)).toBeGreaterThan(stepOf(before));
    },
  );

  it("serves the functions in the background with the project's env file, and waits until they answer", () => {
    const serve = commands[stepOf(/npx supabase functions serve\b/)]!;
    const file = /--env-file (\S+)/.exec(serve)?.[1];
    expect(file).toBeDefined();
    expect(existsSync(path.join(ROOT_DIR, file!))).toBe(true);
    expect(serve).toMatch(/functions serve[^\n]*&\s*$/m);
    expect(serve).toMatch(/\/functions\/v1\//);
  });

  it("gives Deno the same test files npm test does, and the stack's address", () => {
    const denoStep = commands[stepOf(/npx deno test\b/)]!;
    expect(denoStep).toContain("supabase/functions/deno.json");
    const listing = /files=\$\((.+)\)/.exec(denoStep)?.[1];
    expect(listing, "the step lists its files in files=$(…)").toBeTruthy();
    const listed = execFileSync("bash", ["-c", listing!], { cwd: ROOT_DIR, encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .sort();
    expect(listed).toEqual(
      denoTestFiles(FUNCTIONS_DIR)
        .map((file) => path.relative(ROOT_DIR, file))
        .sort(),
    );
    for (const name of ["SUPABASE_URL", "SUPABASE_ANON_KEY", "SUPABASE_DB_URL"])
      expect(denoStep, `the step sets ${name}`).toMatch(new RegExp(`\\b${name}=`));
  });

  it("stops Supabase last, whatever happened", () => {
    expect(stepOf(/^npx supabase stop\b/)).toBe(commands.length - 1);
    expect(readFileSync(WORKFLOW, "utf8")).toMatch(/name: Stop Supabase\n\s+if: always\(\)/);
  });
});

describe(".ci/run", () => {
  it("is an executable script that runs npm test", () => {
    const script = path.join(ROOT_DIR, ".ci", "run");
    expect(() => accessSync(script, constants.X_OK)).not.toThrow();
    expect(readFileSync(script, "utf8")).toMatch(/^exec npm test$/m);
  });
});
