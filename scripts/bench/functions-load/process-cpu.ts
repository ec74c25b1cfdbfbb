// CPU time a function's Deno process has used, read from Linux's /proc. On a shared 2-core machine
// wall-clock figures move with whatever else runs; CPU milliseconds per request barely do, so they
// show where a real function spends more than its floor. NaN where /proc is not available.
import { readdirSync, readFileSync } from "node:fs";

/** USER_HZ, the unit of utime/stime in /proc/<pid>/stat, is 100 on every Linux in practice. */
const MS_PER_TICK = 10;

/** Total user + system CPU of the process whose command line contains `entryPath`. */
export function cpuMillisecondsOf(entryPath: string): number {
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return Number.NaN;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").includes(entryPath)) continue;
      // Fields after the parenthesised command name; utime and stime are the 12th and 13th of them.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    } catch {
      // The process ended between the listing and the read: not ours to measure.
    }
  }
  return Number.NaN;
}
