// What going live on a hosted Supabase project takes, as data: the settings checked first (the
// functions' own production rules, applied here before anything reaches the network), then the
// commands in order. deploy.ts prints or runs them; tests check the plan without a network.
import { ConfigError, loadAppConfig } from "../../supabase/functions/_shared/config/app-config.ts";

/** The functions' settings that go to the project as secrets (Supabase sets SUPABASE_* itself). */
const FUNCTION_SECRET_NAMES = [
  "PRICE_VND",
  "PAYMENT_PROVIDER",
  "PAYMENT_WEBHOOK_API_KEY",
  "PAYMENT_BANK_BIN",
  "PAYMENT_BANK_NAME",
  "PAYMENT_ACCOUNT_NUMBER",
  "PAYMENT_ACCOUNT_NAME",
  "ALLOWED_ORIGINS",
  "RATE_LIMIT_PER_IP_PER_HOUR",
  "RATE_LIMIT_PER_HOUR",
  "RATE_LIMIT_KEY_SECRET",
  "SEPAY_API_TOKEN",
] as const;

type DeployStep = {
  /** Why the step exists, printed before it. */
  title: string;
  command: string;
  args: string[];
  /** Extra environment for the command (never printed: it may hold secrets). */
  env?: Record<string, string>;
};

type DeployPlan = { problems: string[]; secrets: Record<string, string>; steps: DeployStep[] };

const PROJECT_REF = /^[a-z]{20}$/;

export function planDeploy(env: Record<string, string | undefined>, secretsFile: string): DeployPlan {
  const problems: string[] = [];
  const ref = env.SUPABASE_PROJECT_REF ?? "";
  if (!PROJECT_REF.test(ref)) problems.push("SUPABASE_PROJECT_REF must be the project's 20-letter reference");
  if (!env.SUPABASE_ACCESS_TOKEN)
    problems.push("SUPABASE_ACCESS_TOKEN is missing (a personal access token for the CLI)");
  if (!env.SUPABASE_DB_PASSWORD) problems.push("SUPABASE_DB_PASSWORD is missing (the database password, for db push)");

  const secrets: Record<string, string> = { APP_ENV: "production" };
  for (const name of FUNCTION_SECRET_NAMES) if (env[name] !== undefined && env[name] !== "") secrets[name] = env[name]!;
  let priceVnd: number | undefined;
  try {
    priceVnd = loadAppConfig(secrets).priceVnd;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }

  const apiUrl = `https://${ref}.supabase.co`;
  if (env.VITE_SUPABASE_URL !== apiUrl)
    problems.push(`VITE_SUPABASE_URL must be ${PROJECT_REF.test(ref) ? apiUrl : "https://<ref>.supabase.co"}`);
  if (!env.VITE_SUPABASE_ANON_KEY)
    problems.push("VITE_SUPABASE_ANON_KEY is missing (the project's anon key, public by design)");
  if (!/^https:\/\/[^/\s]+$/.test(env.VITE_SITE_URL ?? "")) {
    problems.push(
      "VITE_SITE_URL must be the site's public https origin, no trailing slash (the name pages, sitemap.xml and robots.txt are written with it)",
    );
  }
  if (priceVnd !== undefined && env.VITE_PRICE_VND !== String(priceVnd)) {
    problems.push("VITE_PRICE_VND must equal PRICE_VND (the home page shows it before any order exists)");
  }

  const cli = {
    SUPABASE_ACCESS_TOKEN: env.SUPABASE_ACCESS_TOKEN ?? "",
    SUPABASE_DB_PASSWORD: env.SUPABASE_DB_PASSWORD ?? "",
  };
  const steps: DeployStep[] = [
    {
      title: "Link this folder to the hosted project",
      command: "npx",
      args: ["supabase", "link", "--project-ref", ref],
      env: cli,
    },
    {
      title: "Apply the migrations not yet applied (tables, RLS, state functions, pg_cron jobs)",
      command: "npx",
      args: ["supabase", "db", "push", "--remote"],
      env: cli,
    },
    {
      title: "Set the functions' production settings as project secrets",
      command: "npx",
      args: ["supabase", "secrets", "set", "--env-file", secretsFile],
      env: cli,
    },
    {
      title: "Deploy the edge functions (import map and verify_jwt per function from supabase/config.toml)",
      command: "npx",
      args: ["supabase", "functions", "deploy", "--use-api"],
      env: cli,
    },
    {
      title: "Build the web app against the hosted project",
      command: "npm",
      args: ["run", "build"],
      env: {
        VITE_SUPABASE_URL: env.VITE_SUPABASE_URL ?? "",
        VITE_SUPABASE_ANON_KEY: env.VITE_SUPABASE_ANON_KEY ?? "",
        VITE_PRICE_VND: env.VITE_PRICE_VND ?? "",
        VITE_SITE_URL: env.VITE_SITE_URL ?? "",
      },
    },
  ];
  if (env.WEB_DEPLOY_COMMAND) {
    const [command, ...args] = env.WEB_DEPLOY_COMMAND.trim().split(/\s+/);
    steps.push({ title: "Publish web/dist on the static host", command: command!, args });
  }
  return { problems, secrets, steps };
}

/** `KEY=value` lines for `supabase secrets set --env-file`. */
export function secretsFileText(secrets: Record<string, string>): string {
  return (
    Object.entries(secrets)
      .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
      .join("\n") + "\n"
  );
}
