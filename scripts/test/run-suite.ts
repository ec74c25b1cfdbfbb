// Runs one suite's command with its output shown live and kept for counting.
import { spawn } from "node:child_process";

interface SuiteRun {
  exitCode: number;
  output: string;
}

export function runAndShow(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<SuiteRun> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const show = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      stream.write(chunk);
    };
    child.stdout.on("data", show(process.stdout));
    child.stderr.on("data", show(process.stderr));
    child.on("error", (error) => resolve({ exitCode: 127, output: `${output}\n${error.message}` }));
    child.on("close", (code, signal) => resolve({ exitCode: code ?? (signal ? 128 : 1), output }));
  });
}
