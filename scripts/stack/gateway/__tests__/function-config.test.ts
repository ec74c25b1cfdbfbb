import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseFunctionSettings, settingsFor } from "../functions/function-config.ts";
import { parseDotEnv } from "../functions/function-env.ts";
import { discoverFunctions } from "../functions/function-processes.ts";

describe("verify_jwt from config.toml", () => {
  const settings = parseFunctionSettings(`
project_id = "x"
verify_jwt = false # outside any function table: ignored

[functions.payment-webhook]
verify_jwt = false # the bank gateway sends its own key

[functions."quoted-name"]
verify_jwt=false

[functions.strict]
verify_jwt = true

[api]
verify_jwt = false
`);

  it("reads verify_jwt per function, bare or quoted names, with comments", () => {
    expect(settingsFor(settings, "payment-webhook")).toEqual({ verifyJwt: false });
    expect(settingsFor(settings, "quoted-name")).toEqual({ verifyJwt: false });
    expect(settingsFor(settings, "strict")).toEqual({ verifyJwt: true });
  });

  it("defaults to verify_jwt = true, and ignores keys outside [functions.*]", () => {
    expect(settingsFor(settings, "create-inspiration")).toEqual({ verifyJwt: true });
    expect([...settings.keys()].sort()).toEqual(["payment-webhook", "quoted-name", "strict"]);
  });
});

describe("function discovery and env", () => {
  it("serves folders with an index.ts, never _shared or hidden ones", () => {
    const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", "functions");
    expect(discoverFunctions(fixtures)).toEqual(["echo-open", "echo-protected", "fails-at-start"]);
    expect(discoverFunctions(path.join(fixtures, "missing"))).toEqual([]);
  });

  it("reads .env lines with comments, export prefixes and quotes", () => {
    expect(
      parseDotEnv(
        [
          "# bank settings",
          "BANK_BIN=970422",
          'export ACCOUNT_NAME="CAM HUNG TEN"',
          "WEBHOOK_KEY='k#1' ",
          "PRICE_VND=49000 # per report",
          "not a line",
        ].join("\n"),
      ),
    ).toEqual({ BANK_BIN: "970422", ACCOUNT_NAME: "CAM HUNG TEN", WEBHOOK_KEY: "k#1", PRICE_VND: "49000" });
  });
});
