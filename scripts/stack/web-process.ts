// The web app's Vite dev server for `npm start`, in the foreground of the terminal, pointed at the
// local stack.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { ANON_KEY, API_URL, HOST, ROOT_DIR, WEB_PORT } from "./config.ts";

export const WEB_URL = `http://${HOST}:${WEB_PORT}`;
const WEB_VITE_CONFIG = path.join(ROOT_DIR, "web", "vite.config.ts");
const VITE = path.join(ROOT_DIR, "node_modules", ".bin", "vite");

export function startWebDevServer(): ChildProcess {
  if (!existsSync(WEB_VITE_CONFIG)) {
    throw new Error(`The web app is missing: ${path.relative(ROOT_DIR, WEB_VITE_CONFIG)} does not exist.`);
  }
  // strictPort: a busy 5173 is an error to see, not a silent move to another port the printed URL
  // would not match.
  const args = ["--config", WEB_VITE_CONFIG, "--host", HOST, "--port", String(WEB_PORT), "--strictPort"];
  return spawn(VITE, args, {
    cwd: ROOT_DIR,
    stdio: "inherit",
    // The same values a `.env` for `supabase start` would hold; a developer's own values win.
    env: { VITE_SUPABASE_URL: API_URL, VITE_SUPABASE_ANON_KEY: ANON_KEY, ...process.env },
  });
}
