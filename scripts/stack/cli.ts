// The local stack's command line: `tsx scripts/stack/cli.ts <start|stop|status|reset|dev>`
// (run through the npm scripts stack:start, stack:stop, stack:status, stack:reset and start).
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { API_URL, DB_URL } from "./config.ts";
import { isStackUp, statusLines } from "./status-lines.ts";
import { readStackState, resetStack, startStack, stopStack, type Report } from "./stack-lifecycle.ts";
import { startWebDevServer, WEB_URL } from "./web-process.ts";

const report: Report = (line) => console.error(`stack: ${line}`);

async function printStatus(): Promise<number> {
  const state = await readStackState();
  console.log(statusLines(state).join("\n"));
  return isStackUp(state) ? 0 : 1;
}

/** `npm start`: the stack, then the web dev server in the foreground; Ctrl-C stops both. */
async function dev(): Promise<number> {
  await startStack(report);
  const web = await startWebOrStopStack();
  console.log(
    `\nCảm Hứng Tên is starting:\n  web  ${WEB_URL}\n  API  ${API_URL}\n  DB   ${DB_URL}\n  (no Studio here: \`npx supabase start\` brings it where Docker exists)\n`,
  );
  console.log(statusLines(await readStackState()).join("\n"));
  console.log("\nCtrl-C stops the web server and the stack.\n");

  // The terminal sends Ctrl-C to Vite as well; we wait for it to exit, then stop the stack, so
  // nothing is left half-running. If Vite exits on its own (a busy port), the stack stops too.
  const forward = (signal: NodeJS.Signals) => web.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  const [code] = (await once(web, "exit")) as [number | null];
  await stopStack(report);
  return code ?? 0;
}

async function startWebOrStopStack(): Promise<ChildProcess> {
  try {
    return startWebDevServer();
  } catch (error) {
    await stopStack(report);
    throw error;
  }
}

const commands: Record<string, () => Promise<number>> = {
  start: async () => {
    await startStack(report);
    return printStatus();
  },
  stop: async () => {
    await stopStack(report);
    return 0;
  },
  status: printStatus,
  reset: async () => {
    await resetStack(report);
    return printStatus();
  },
  dev,
};

const name = process.argv[2] ?? "";
const command = commands[name];
if (!command) {
  console.error(`usage: tsx scripts/stack/cli.ts <${Object.keys(commands).join("|")}>`);
  process.exit(2);
}
try {
  process.exitCode = await command();
} catch (error) {
  console.error(`stack: ${name} failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
