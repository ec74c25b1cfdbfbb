// `verify_jwt` per function from supabase/config.toml. Only `[functions.<name>]` tables are read, so a
// line-based reader of that TOML subset is enough; anything else in the file is skipped.
import { readFile } from "node:fs/promises";

export type FunctionSettings = { verifyJwt: boolean };

const SECTION = /^\[\s*functions\.(?:"([^"]+)"|([A-Za-z0-9_-]+))\s*\]$/;
const VERIFY_JWT = /^verify_jwt\s*=\s*(true|false)$/;

/** Drops a `#` comment that is not inside a string. */
function withoutComment(line: string): string {
  let inString = false;
  for (let index = 0; index < line.length; index += 1) {
    if (line[index] === '"') inString = !inString;
    if (line[index] === "#" && !inString) return line.slice(0, index);
  }
  return line;
}

export function parseFunctionSettings(toml: string): Map<string, FunctionSettings> {
  const settings = new Map<string, FunctionSettings>();
  let current: string | null = null;
  for (const rawLine of toml.split(/\r?\n/)) {
    const line = withoutComment(rawLine).trim();
    if (line.startsWith("[")) {
      const section = SECTION.exec(line);
      current = section ? (section[1] ?? section[2])! : null;
      continue;
    }
    const verify = current === null ? null : VERIFY_JWT.exec(line);
    if (verify && current !== null) settings.set(current, { verifyJwt: verify[1] === "true" });
  }
  return settings;
}

/** Supabase's default: a function without its own table requires a valid JWT. */
export function settingsFor(settings: Map<string, FunctionSettings>, name: string): FunctionSettings {
  return settings.get(name) ?? { verifyJwt: true };
}

export async function readFunctionSettings(configPath: string | undefined): Promise<Map<string, FunctionSettings>> {
  if (configPath === undefined) return new Map();
  return parseFunctionSettings(await readFile(configPath, "utf8"));
}
