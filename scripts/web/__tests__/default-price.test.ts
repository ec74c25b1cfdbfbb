// The home page shows the price before any record exists, from the build (VITE_PRICE_VND); the
// payment page shows what the functions froze on the order (PRICE_VND). A visitor must never see two
// prices, so the two local defaults are one number.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FUNCTIONS_DIR } from "../../stack/config.ts";
import { DEFAULT_PRICE_VND } from "../../../web/vite.config.ts";

function envExampleValue(name: string): string | undefined {
  const text = readFileSync(path.join(FUNCTIONS_DIR, ".env.example"), "utf8");
  return new RegExp(`^${name}=(.*)$`, "m").exec(text)?.[1]?.trim();
}

describe("the default price", () => {
  it("is the same in the web build and in the functions' PRICE_VND", () => {
    const functionsPrice = envExampleValue("PRICE_VND");
    expect(functionsPrice).toMatch(/^\d+$/);
    expect(Number(DEFAULT_PRICE_VND)).toBe(Number(functionsPrice));
  });
});
