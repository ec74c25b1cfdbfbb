import assert from "node:assert/strict";
import { ConfigError, loadAppConfig, LOCAL_RATE_LIMIT_KEY_SECRET, LOCAL_WEBHOOK_API_KEY } from "./app-config.ts";

const LOCAL = {
  APP_ENV: "local",
  PRICE_VND: "49000",
  PAYMENT_PROVIDER: "sandbox",
  PAYMENT_WEBHOOK_API_KEY: LOCAL_WEBHOOK_API_KEY,
  PAYMENT_BANK_BIN: "970422",
  PAYMENT_BANK_NAME: "MB Bank",
  PAYMENT_ACCOUNT_NUMBER: "0123456789",
  PAYMENT_ACCOUNT_NAME: "CAM HUNG TEN",
  ALLOWED_ORIGINS: "http://127.0.0.1:5173, http://localhost:5173",
  RATE_LIMIT_KEY_SECRET: LOCAL_RATE_LIMIT_KEY_SECRET,
};
const PRODUCTION = {
  ...LOCAL,
  APP_ENV: "production",
  PAYMENT_PROVIDER: "sepay",
  PAYMENT_WEBHOOK_API_KEY: "a-long-random-production-secret",
  ALLOWED_ORIGINS: "https://camhungten.vn",
  RATE_LIMIT_KEY_SECRET: "another-long-random-production-secret",
  SEPAY_API_TOKEN: "sepay-api-token-of-the-account",
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    loadAppConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

Deno.test("reads the local defaults", () => {
  const config = loadAppConfig(LOCAL);
  assert.equal(config.priceVnd, 49000);
  assert.equal(config.provider, "sandbox");
  assert.deepEqual(config.bank, {
    bin: "970422",
    name: "MB Bank",
    accountNumber: "0123456789",
    accountName: "CAM HUNG TEN",
  });
  assert.deepEqual(config.allowedOrigins, ["http://127.0.0.1:5173", "http://localhost:5173"]);
  assert.deepEqual(
    config.rateLimits,
    { perIpPerHour: 20, perHour: 2000, keySecret: LOCAL_RATE_LIMIT_KEY_SECRET },
    "docs/product.md §6 limits by default",
  );
  assert.deepEqual(config.gatewayApi, { url: "https://my.sepay.vn/userapi", token: null });
});

Deno.test("lets a load test lift the rate limits, but only to positive whole numbers", () => {
  const lifted = loadAppConfig({ ...LOCAL, RATE_LIMIT_PER_IP_PER_HOUR: "1000000", RATE_LIMIT_PER_HOUR: "10000000" });
  assert.deepEqual(lifted.rateLimits, {
    perIpPerHour: 1_000_000,
    perHour: 10_000_000,
    keySecret: LOCAL_RATE_LIMIT_KEY_SECRET,
  });
  assert.match(problemsOf({ ...LOCAL, RATE_LIMIT_PER_IP_PER_HOUR: "0" }).join(), /RATE_LIMIT_PER_IP_PER_HOUR/);
  assert.match(problemsOf({ ...LOCAL, RATE_LIMIT_PER_HOUR: "-5" }).join(), /RATE_LIMIT_PER_HOUR/);
});

Deno.test("is production unless told otherwise", () => {
  const { APP_ENV: _local, ...unset } = LOCAL;
  assert.ok(problemsOf(unset).some((problem) => problem.includes("sandbox")));
  assert.equal(loadAppConfig({ ...PRODUCTION, APP_ENV: undefined }).appEnv, "production");
});

Deno.test("production refuses the sandbox, the local keys, a wildcard origin and a missing bank setting", () => {
  assert.deepEqual(problemsOf(PRODUCTION), []);
  assert.match(problemsOf({ ...PRODUCTION, PAYMENT_PROVIDER: "sandbox" }).join(), /sandbox/);
  assert.match(problemsOf({ ...PRODUCTION, PAYMENT_WEBHOOK_API_KEY: LOCAL_WEBHOOK_API_KEY }).join(), /local key/);
  assert.match(problemsOf({ ...PRODUCTION, ALLOWED_ORIGINS: "*" }).join(), /\*/);
  assert.match(
    problemsOf({ ...PRODUCTION, RATE_LIMIT_KEY_SECRET: LOCAL_RATE_LIMIT_KEY_SECRET }).join(),
    /RATE_LIMIT_KEY_SECRET is the local secret/,
  );
  assert.match(problemsOf({ ...PRODUCTION, RATE_LIMIT_KEY_SECRET: undefined }).join(), /RATE_LIMIT_KEY_SECRET/);
  assert.match(problemsOf({ ...PRODUCTION, SEPAY_API_TOKEN: undefined }).join(), /SEPAY_API_TOKEN is missing/);
  for (const setting of [
    "PAYMENT_BANK_BIN",
    "PAYMENT_BANK_NAME",
    "PAYMENT_ACCOUNT_NUMBER",
    "PAYMENT_ACCOUNT_NAME",
    "PRICE_VND",
  ]) {
    assert.match(problemsOf({ ...PRODUCTION, [setting]: undefined }).join(), new RegExp(setting), setting);
  }
});

Deno.test("names a bad setting without printing its value", () => {
  const problems = problemsOf({ ...LOCAL, PAYMENT_WEBHOOK_API_KEY: "short-secret" });
  assert.match(problems.join(), /PAYMENT_WEBHOOK_API_KEY/);
  assert.doesNotMatch(problems.join(), /short-secret/);
  assert.match(problemsOf({ ...LOCAL, PRICE_VND: "49.000" }).join(), /PRICE_VND/);
  assert.match(problemsOf({ ...LOCAL, PAYMENT_BANK_BIN: "97042" }).join(), /PAYMENT_BANK_BIN/);
});
