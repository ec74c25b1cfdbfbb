// `npm run deploy -- --dry-run`: checks every production setting and prints the hosted steps.
// `npm run deploy`: the same checks, then runs them. Settings come from the environment, or from
// the file named by --env-file (git-ignored `deploy.env` by convention). docs/going-live.md
// explains each setting and step.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT_DIR } from "../stack/config.ts";
import { parseDotEnv } from "../stack/gateway/functions/function-env.ts";
import { planDeploy, secretsFileText } from "./deploy-plan.ts";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const envFileIndex = args.indexOf("--env-file");
const envFile = envFileIndex >= 0 ? args[envFileIndex + 1] : undefined;
if (envFile !== undefined && !existsSync(envFile)) {
  console.error(`deploy: no such file ${envFile}`);
  process.exit(2);
}
const env = { ...process.env, ...(envFile ? parseDotEnv(readFileSync(envFile, "utf8")) : {}) };

const workDir = mkdtempSync(path.join(tmpdir(), "deploy-"));
const secretsFile = path.join(workDir, "function-secrets.env");
const plan = planDeploy(env, secretsFile);

if (plan.problems.length > 0) {
  console.error(`deploy: not ready for production:\n${plan.problems.map((problem) => `  - ${problem}`).join("\n")}`);
  rmSync(workDir, { recursive: true, force: true });
  process.exit(1);
}

console.log(`deploy: settings checked; function secrets: ${Object.keys(plan.secrets).join(", ")}`);
try {
  writeFileSync(secretsFile, secretsFileText(plan.secrets), { mode: 0o600 });
  for (const [index, step] of plan.steps.entries()) {
    console.log(`\n${index + 1}. ${step.title}\n   $ ${[step.command, ...step.args].join(" ")}`);
    if (dryRun) continue;
    const result = spawnSync(step.command, step.args, {
      cwd: ROOT_DIR,
      stdio: "inherit",
      env: { ...process.env, ...step.env },
    });
    if (result.status !== 0) {
      console.error(
        `deploy: step ${index + 1} failed (exit ${result.status ?? result.signal}); the steps before it are done, rerun to continue.`,
      );
      process.exitCode = 1;
      break;
    }
  }
  if (!plan.steps.some((step) => step.title.startsWith("Publish"))) {
    console.log(
      "\nLast: publish web/dist on a static host with an SPA fallback to index.html (see docs/going-live.md),\nor set WEB_DEPLOY_COMMAND to the host's own upload command.",
    );
  }
  if (dryRun) console.log("\ndeploy: dry run, nothing was sent.");
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
