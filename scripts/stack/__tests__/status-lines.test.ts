import { describe, expect, it } from "vitest";
import { ANON_KEY, API_URL, DB_URL, SERVICE_ROLE_KEY } from "../config.ts";
import { isStackUp, statusLines } from "../status-lines.ts";

describe("statusLines", () => {
  const lines = statusLines({ database: "running", gateway: "stopped" });

  it("prints the four values a shell or .env needs, as KEY=value", () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        `API_URL=${API_URL}`,
        `DB_URL=${DB_URL}`,
        `ANON_KEY=${ANON_KEY}`,
        `SERVICE_ROLE_KEY=${SERVICE_ROLE_KEY}`,
      ]),
    );
  });

  it("stays sourceable: every line is a comment or an unquoted assignment without spaces", () => {
    for (const line of lines) expect(line).toMatch(/^(#.*|[A-Z_]+=\S+)$/);
  });

  it("says which part is down, as comments", () => {
    expect(lines).toContain("# database: running");
    expect(lines).toContain("# gateway: stopped");
    expect(statusLines({ database: "absent", gateway: "stopped" })[0]).toMatch(/^# database: not created/);
  });
});

describe("isStackUp", () => {
  it("needs the database and the gateway", () => {
    expect(isStackUp({ database: "running", gateway: "running" })).toBe(true);
    expect(isStackUp({ database: "running", gateway: "unhealthy" })).toBe(false);
    expect(isStackUp({ database: "stopped", gateway: "running" })).toBe(false);
  });
});
