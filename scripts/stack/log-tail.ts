// The last lines of a log file, shown when a process of the stack fails to come up.
import { existsSync, readFileSync } from "node:fs";

export function tailOfFile(file: string, lines = 30): string {
  if (!existsSync(file)) return `(no log at ${file})`;
  return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
}
