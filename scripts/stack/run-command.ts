// Child processes for the stack CLI: run a tool to completion and keep its output for the error
// message, or run a PostgreSQL tool as the OS user that owns the cluster.
import { spawn } from "node:child_process";

interface CommandResult {
  code: number;
  /** stdout and stderr interleaved, as a person would have seen them. */
  output: string;
}

interface CommandOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export function runCommand(command: string, args: string[], options: CommandOptions = {}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Like runCommand, but a non-zero exit becomes an error that carries the tool's own words. */
export async function runOrThrow(command: string, args: string[], options: CommandOptions = {}): Promise<string> {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) {
    const shown = [command, ...args].join(" ");
    throw new Error(`\`${shown}\` exited with ${result.code}:\n${result.output.trim()}`);
  }
  return result.output;
}

export const isRoot = (): boolean => process.getuid?.() === 0;

/**
 * PostgreSQL refuses to run as root, and CI and these machines run as root: there, its tools run as
 * the `postgres` OS user (created by Debian's package). Any other user runs them as itself.
 */
export function asClusterOwner(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}
