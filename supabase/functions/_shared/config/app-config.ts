// The functions' settings, read once per isolate from the environment (docs/product.md §5). Local
// defaults live in the stack and in supabase/functions/.env.example, never here: production must
// state every payment setting, and a wrong one stops the function at start, not at the first payment.
import * as z from "zod/mini";

/** The key the local stack and the sandbox use; production refuses it. */
export const LOCAL_WEBHOOK_API_KEY = "local-webhook-key";
/** The secret the local stack hashes addresses with; production refuses it. */
export const LOCAL_RATE_LIMIT_KEY_SECRET = "local-rate-limit-key-secret-not-for-production";

const digits = (pattern: RegExp) => z.string().check(z.trim(), z.regex(pattern));
const text = z.string().check(z.trim(), z.minLength(1));

const envSchema = z.object({
  APP_ENV: z._default(z.enum(["local", "production"]), "production"),
  PRICE_VND: z.pipe(digits(/^[1-9]\d{3,8}$/), z.transform(Number)),
  PAYMENT_PROVIDER: z.enum(["sandbox", "sepay"]),
  PAYMENT_WEBHOOK_API_KEY: z.string().check(z.minLength(16)),
  PAYMENT_BANK_BIN: digits(/^\d{6}$/),
  PAYMENT_BANK_NAME: text,
  PAYMENT_ACCOUNT_NUMBER: digits(/^[0-9A-Za-z]{4,19}$/),
  PAYMENT_ACCOUNT_NAME: text,
  // docs/product.md §6: new records per IP per rolling hour, and overall. Settable so a load test can lift them.
  RATE_LIMIT_PER_IP_PER_HOUR: z._default(z.pipe(digits(/^[1-9]\d{0,6}$/), z.transform(Number)), 20),
  RATE_LIMIT_PER_HOUR: z._default(z.pipe(digits(/^[1-9]\d{0,7}$/), z.transform(Number)), 2000),
  // The rate limits count addresses by a keyed hash of them, never the address (docs/privacy.md).
  RATE_LIMIT_KEY_SECRET: z.string().check(z.minLength(32)),
  // The gateway's transaction list, read by the reconciliation (docs/operations.md).
  SEPAY_API_URL: z._default(z.url({ protocol: /^https?$/ }), "https://my.sepay.vn/userapi"),
  SEPAY_API_TOKEN: z.optional(z.string().check(z.trim(), z.minLength(16))),
  ALLOWED_ORIGINS: z.pipe(
    z.string(),
    z.transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  ),
});

export interface AppConfig {
  appEnv: "local" | "production";
  priceVnd: number;
  provider: "sandbox" | "sepay";
  webhookApiKey: string;
  bank: { bin: string; name: string; accountNumber: string; accountName: string };
  allowedOrigins: string[];
  rateLimits: { perIpPerHour: number; perHour: number; keySecret: string };
  /** Where the reconciliation reads the gateway's list, and its bearer token (none locally). */
  gatewayApi: { url: string; token: string | null };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid function configuration: ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}

/** Validates the environment; throws a ConfigError naming every bad setting (never its value). */
export function loadAppConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")} is missing or invalid`));
  }
  const settings = parsed.data;
  const config: AppConfig = {
    appEnv: settings.APP_ENV,
    priceVnd: settings.PRICE_VND,
    provider: settings.PAYMENT_PROVIDER,
    webhookApiKey: settings.PAYMENT_WEBHOOK_API_KEY,
    bank: {
      bin: settings.PAYMENT_BANK_BIN,
      name: settings.PAYMENT_BANK_NAME,
      accountNumber: settings.PAYMENT_ACCOUNT_NUMBER,
      accountName: settings.PAYMENT_ACCOUNT_NAME,
    },
    allowedOrigins: settings.ALLOWED_ORIGINS,
    rateLimits: {
      perIpPerHour: settings.RATE_LIMIT_PER_IP_PER_HOUR,
      perHour: settings.RATE_LIMIT_PER_HOUR,
      keySecret: settings.RATE_LIMIT_KEY_SECRET,
    },
    gatewayApi: { url: settings.SEPAY_API_URL.replace(/\/+$/, ""), token: settings.SEPAY_API_TOKEN ?? null },
  };
  if (config.appEnv === "production") assertProductionSafe(config);
  return config;
}

function assertProductionSafe(config: AppConfig): void {
  const problems: string[] = [];
  if (config.provider === "sandbox") problems.push("PAYMENT_PROVIDER=sandbox is only for APP_ENV=local");
  if (config.webhookApiKey === LOCAL_WEBHOOK_API_KEY) problems.push("PAYMENT_WEBHOOK_API_KEY is the local key");
  if (config.rateLimits.keySecret === LOCAL_RATE_LIMIT_KEY_SECRET)
    problems.push("RATE_LIMIT_KEY_SECRET is the local secret");
  if (config.provider === "sepay" && !config.gatewayApi.token)
    problems.push("SEPAY_API_TOKEN is missing: the reconciliation cannot read the gateway's list");
  if (config.allowedOrigins.length === 0) problems.push("ALLOWED_ORIGINS is empty");
  if (config.allowedOrigins.includes("*")) problems.push("ALLOWED_ORIGINS may not be * in production");
  if (problems.length > 0) throw new ConfigError(problems);
}
