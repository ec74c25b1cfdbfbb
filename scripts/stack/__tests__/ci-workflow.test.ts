// The hosted CI workflow cannot run here (it needs Docker), so this checks what can go stale
// without anyone noticing: every npm script, binary, Vitest project and path it names must exist,
// and each job's steps must come in an order that can work (the database before its tests, the
// functions served before theirs, the REST conformance tests pointed at the real PostgREST).
import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { denoTestFiles } from "../../test/test-files.ts";
import { ANON_KEY, FUNCTIONS_DIR, ROOT_DIR } from "../config.ts";

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

/** Each job's own text, by job id (the keys indented once under `jobs:`). */
function jobTexts(yaml: string): Record<string, string> {
  const body = yaml.slice(yaml.indexOf("\njobs:\n") + "\njobs:\n".length);
  const jobs: Record<string, string> = {};
  let current: string | null = null;
  for (const line of body.split("\n")) {
    const key = /^ {2}([\w-]+):\s*$/.exec(line);
    if (key) current = key[1]!;
    else if (/^\S/.test(line)) break;
    else if (current !== null) jobs[current] = `${jobs[current] ?? ""}${line}\n`;
  }
  return jobs;
}

const workflow = readFileSync(WORKFLOW, "utf8");
const jobs = jobTexts(workflow);
const commands = runCommands(workflow);
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

const testJob = runCommands(jobs.test ?? "");
/** Where in the test job the first command matching `pattern` runs (-1 when none does). */
const stepOf = (pattern: RegExp, job = testJob) => job.findIndex((command) => pattern.test(command));

describe("the hosted CI workflow's test job", () => {
  it("is a job of the workflow", () => {
    expect(testJob.length).toBeGreaterThan(0);
  });

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
    const serve = testJob[stepOf(/npx supabase functions serve\b/)]!;
    const file = /--env-file (\S+)/.exec(serve)?.[1];
    expect(file).toBeDefined();
    expect(existsSync(path.join(ROOT_DIR, file!))).toBe(true);
    expect(serve).toMatch(/functions serve[^\n]*&\s*$/m);
    expect(serve).toMatch(/\/functions\/v1\//);
  });

  it("gives Deno the same test files npm test does, and the stack's address", () => {
    const denoStep = testJob[stepOf(/npx deno test\b/)]!;
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
    expect(stepOf(/^npx supabase stop\b/)).toBe(testJob.length - 1);
    expect(jobs.test).toMatch(/name: Stop Supabase\n\s+if: always\(\)/);
  });

  it("gives the function tests the anon key the local stack uses when `supabase status` prints none", () => {
    expect(testJob[stepOf(/npx deno test\b/)]).toContain('SUPABASE_ANON_KEY="${ANON_KEY:-$LOCAL_ANON_KEY}"');
    expect(/^ {2}LOCAL_ANON_KEY: (\S+)$/m.exec(workflow)?.[1]).toBe(ANON_KEY);
  });
});

const CONFORMANCE_DIR = "scripts/stack/gateway/__tests__/conformance";

describe("the hosted CI workflow's REST conformance job", () => {
  const job = runCommands(jobs["rest-conformance"] ?? "");
  const testStep = job[stepOf(/npx vitest run --project stack\b/, job)] ?? "";

  it("starts Supabase with PostgREST and Kong, runs the conformance tests, and stops Supabase last", () => {
    const start = stepOf(/^npx supabase start\b/, job);
    expect(start).toBeGreaterThanOrEqual(0);
    const excluded = /(?:-x|--exclude) (\S+)/.exec(job[start]!)?.[1]?.split(",") ?? [];
    for (const needed of ["postgres", "postgrest", "kong"]) expect(excluded).not.toContain(needed);
    expect(stepOf(/npx vitest run --project stack\b/, job)).toBeGreaterThan(start);
    expect(stepOf(/^npx supabase stop\b/, job)).toBe(job.length - 1);
    expect(jobs["rest-conformance"]).toMatch(/name: Stop Supabase\n\s+if: always\(\)/);
  });

  it("runs exactly the conformance folder, whose tests all reach their target through support/target.ts", () => {
    expect(testStep.trim().split("\n").at(-1)).toBe(`npx vitest run --project stack ${CONFORMANCE_DIR}`);
    const files = readdirSync(path.join(ROOT_DIR, CONFORMANCE_DIR)).filter((name) => name.endsWith(".test.ts"));
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const source = readFileSync(path.join(ROOT_DIR, CONFORMANCE_DIR, file), "utf8");
      expect(source, file).toContain('from "./support/target.ts"');
      expect(source, `${file} reaches the local stack's own settings`).not.toMatch(/config\.ts"/);
    }
  });

  it("points the tests at the stack `supabase status` describes, through the variables target.ts reads", () => {
    const target = readFileSync(path.join(ROOT_DIR, CONFORMANCE_DIR, "support", "target.ts"), "utf8");
    expect(testStep).toMatch(/npx supabase status -o env/);
    expect(testStep).toContain('CONFORMANCE_API_URL="$API_URL"');
    expect(testStep).toContain('CONFORMANCE_DB_URL="$DB_URL"');
    for (const name of testStep.match(/\bCONFORMANCE_\w+(?==)/g) ?? []) expect(target).toContain(`"${name}"`);
  });
});

describe(".ci/run", () => {
  it("is an executable script that runs npm test", () => {
    const script = path.join(ROOT_DIR, ".ci", "run");
    expect(() => accessSync(script, constants.X_OK)).not.toThrow();
    expect(readFileSync(script, "utf8")).toMatch(/^exec npm test$/m);
  });
});
