// Pid files for the detached processes of the stack (the gateway), so a later `stop` or `status`
// from another shell finds them.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

function readPid(file: string): number | null {
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export function writePid(file: string, pid: number): void {
  writeFileSync(file, `${pid}\n`);
}

export function removePid(file: string): void {
  rmSync(file, { force: true });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live pid recorded in `file`; a stale file (the process is gone) is removed. */
export function livePid(file: string): number | null {
  const pid = readPid(file);
  if (pid === null) return null;
  if (isAlive(pid)) return pid;
  removePid(file);
  return null;
}

/**
 * Stops a detached process and everything in its process group (tsx's node child, Deno servers):
 * SIGTERM first so it can shut down cleanly, SIGKILL after `graceMs`.
 */
export async function stopProcessGroup(pid: number, graceMs = 5000): Promise<void> {
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  signalGroup("SIGTERM");
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(50);
  if (isAlive(pid)) signalGroup("SIGKILL");
}
