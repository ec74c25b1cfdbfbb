// The environment Supabase gives every edge function, plus the project's own variables from
// supabase/functions/.env (or, on a fresh clone, its committed .env.example).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ANON_KEY, API_URL, DB_URL, FUNCTIONS_DIR, SERVICE_ROLE_KEY } from "../../config.ts";

/** `KEY=value` lines; `#` comments, `export ` prefixes and surrounding quotes are accepted. */
export function parseDotEnv(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim().replace(/^export\s+/, "");
    const match = /^([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (line.startsWith("#") || match === null) continue;
    const value = match[2]!;
    const quoted = /^(["'])(.*)\1$/.exec(value);
    variables[match[1]!] = quoted ? quoted[2]! : value.replace(/\s+#.*$/, "");
  }
  return variables;
}

export function readFunctionsDotEnv(functionsDir: string): Record<string, string> {
  for (const name of [".env", ".env.example"]) {
    const file = path.join(functionsDir, name);
    if (existsSync(file)) return parseDotEnv(readFileSync(file, "utf8"));
  }
  return {};
}

type SupabaseFunctionEnv = {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
};

export function supabaseFunctionEnv(values: SupabaseFunctionEnv): Record<string, string> {
  return {
    SUPABASE_URL: values.apiUrl,
    SUPABASE_ANON_KEY: values.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: values.serviceRoleKey,
    SUPABASE_DB_URL: values.dbUrl,
  };
}

/** What the local stack gives its functions. Supabase's own variables last: like the CLI, a .env file cannot override them. */
export function localStackFunctionEnv(): Record<string, string> {
  return {
    ...readFunctionsDotEnv(FUNCTIONS_DIR),
    ...supabaseFunctionEnv({ apiUrl: API_URL, anonKey: ANON_KEY, serviceRoleKey: SERVICE_ROLE_KEY, dbUrl: DB_URL }),
  };
}
