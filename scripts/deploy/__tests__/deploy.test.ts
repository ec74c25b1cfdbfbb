// The deploy script up to the network: a dry run checks the production settings with the functions'
// own rules and prints the hosted steps in order, never a secret's value.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT_DIR } from "../../stack/config.ts";
import { planDeploy } from "../deploy-plan.ts";

const REF = "abcdefghijklmnopqrst";
const PRODUCTION = {
  SUPABASE_PROJECT_REF: REF,
  SUPABASE_ACCESS_TOKEN: "sbp_token-that-must-not-be-printed",
  SUPABASE_DB_PASSWORD: "db-password-that-must-not-be-printed",
  PRICE_VND: "49000",
  PAYMENT_PROVIDER: "sepay",
  PAYMENT_WEBHOOK_API_KEY: "webhook-key-that-must-not-be-printed",
  PAYMENT_BANK_BIN: "970422",
  PAYMENT_BANK_NAME: "MB Bank",
  PAYMENT_ACCOUNT_NUMBER: "0123456789",
  PAYMENT_ACCOUNT_NAME: "CAM HUNG TEN",
  ALLOWED_ORIGINS: "https://camhungten.vn",
  RATE_LIMIT_KEY_SECRET: "rate-limit-secret-that-must-not-be-printed",
  SEPAY_API_TOKEN: "sepay-token-that-must-not-be-printed",
  VITE_SUPABASE_URL: `https://${REF}.supabase.co`,
  VITE_SUPABASE_ANON_KEY: "anon-key",
  VITE_PRICE_VND: "49000",
  VITE_SITE_URL: "https://camhungten.vn",
};

function dryRun(env: Record<string, string>) {
  const result = spawnSync(
    path.join(ROOT_DIR, "node_modules", ".bin", "tsx"),
    ["scripts/deploy/deploy.ts", "--dry-run"],
    {
      cwd: ROOT_DIR,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
    },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

describe("npm run deploy -- --dry-run", () => {
  it("prints link, db push, secrets, functions deploy and the web build, in that order, and no secret", () => {
    const { status, output } = dryRun(PRODUCTION);
    expect(status, output).toBe(0);
    const order = [
      `supabase link --project-ref ${REF}`,
      "supabase db push --remote",
      "supabase secrets set --env-file",
      "supabase functions deploy --use-api",
      "npm run build",
      "dry run, nothing was sent",
    ].map((step) => output.indexOf(step));
    expect(
      order.every((position) => position >= 0),
      output,
    ).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(output).not.toMatch(/must-not-be-printed/);
  }, 30_000);

  it("refuses the sandbox provider, the local webhook key, a wildcard origin and a URL of another project", () => {
    const { status, output } = dryRun({
      ...PRODUCTION,
      PAYMENT_PROVIDER: "sandbox",
      PAYMENT_WEBHOOK_API_KEY: "local-webhook-key",
      ALLOWED_ORIGINS: "*",
      VITE_SUPABASE_URL: "http://127.0.0.1:54321",
    });
    expect(status).toBe(1);
    for (const problem of [
      "PAYMENT_PROVIDER=sandbox",
      "the local key",
      "may not be *",
      `VITE_SUPABASE_URL must be https://${REF}.supabase.co`,
    ]) {
      expect(output).toContain(problem);
    }
    expect(output).not.toContain("supabase link");
  }, 30_000);
});

describe("planDeploy", () => {
  it("names every missing setting at once", () => {
    const { problems } = planDeploy({}, "/tmp/secrets.env");
    expect(problems.join("\n")).toMatch(
      /SUPABASE_PROJECT_REF[\s\S]*SUPABASE_ACCESS_TOKEN[\s\S]*SUPABASE_DB_PASSWORD[\s\S]*PAYMENT_PROVIDER[\s\S]*VITE_SUPABASE_ANON_KEY/,
    );
  });

  it("refuses a build whose name pages would point at localhost or a plain-http address", () => {
    for (const site of [undefined, "http://127.0.0.1:4173", "https://camhungten.vn/"]) {
      expect(planDeploy({ ...PRODUCTION, VITE_SITE_URL: site }, "/tmp/s").problems).toEqual([
        expect.stringMatching(/^VITE_SITE_URL must be the site's public https origin/),
      ]);
    }
    const build = planDeploy(PRODUCTION, "/tmp/s").steps.find((step) => step.args.includes("build"));
    expect(build?.env).toMatchObject({ VITE_SITE_URL: "https://camhungten.vn" });
  });

  it("keeps the home page's price equal to the functions' price", () => {
    expect(planDeploy({ ...PRODUCTION, VITE_PRICE_VND: "39000" }, "/tmp/s").problems).toEqual([
      "VITE_PRICE_VND must equal PRICE_VND (the home page shows it before any order exists)",
    ]);
  });

  it("sends the functions exactly their settings, with APP_ENV=production", () => {
    const { secrets } = planDeploy(PRODUCTION, "/tmp/s");
    expect(secrets).toMatchObject({
      APP_ENV: "production",
      PAYMENT_PROVIDER: "sepay",
      ALLOWED_ORIGINS: "https://camhungten.vn",
    });
    expect(Object.keys(secrets)).not.toContain("SUPABASE_ACCESS_TOKEN");
    expect(Object.keys(secrets)).not.toContain("VITE_SUPABASE_ANON_KEY");
  });
});
