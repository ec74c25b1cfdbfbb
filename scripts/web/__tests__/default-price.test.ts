// web/.env points the web app at the local stack and names the price shown before any record
// exists; the payment page shows what the functions froze on the order (PRICE_VND). A visitor must
// never see two prices, and `npm start` must reach the stack it started.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ANON_KEY, API_URL, FUNCTIONS_DIR, ROOT_DIR } from "../../stack/config.ts";

function envFileValue(file: string, name: string): string | undefined {
  const text = readFileSync(file, "utf8");
  return new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1]?.trim();
}

const webEnv = path.join(ROOT_DIR, "web", ".env");

describe("the web app's local settings", () => {
  it("show the same price as the functions' PRICE_VND", () => {
    const functionsPrice = envFileValue(path.join(FUNCTIONS_DIR, ".env.example"), "PRICE_VND");
    expect(functionsPrice).toMatch(/^\d+$/);
    expect(Number(envFileValue(webEnv, "VITE_PRICE_VND"))).toBe(Number(functionsPrice));
  });

  it("point at the local stack with its anon key", () => {
    expect(envFileValue(webEnv, "VITE_SUPABASE_URL")).toBe(API_URL);
    expect(envFileValue(webEnv, "VITE_SUPABASE_ANON_KEY")).toBe(ANON_KEY);
  });
});
