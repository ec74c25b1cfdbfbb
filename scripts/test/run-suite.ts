// Runs one suite's command with its output shown live and kept for counting.
import { spawn } from "node:child_process";

interface SuiteRun {
  exitCode: number;
  output: string;
}

/** Where a suite's output goes: the terminal, or a buffer when suites run side by side. */
export type Show = (chunk: string, stream: "stdout" | "stderr") => void;

export const showLive: Show = (chunk, stream) => void process[stream].write(chunk);

export function runAndShow(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  show: Show = showLive,
): Promise<SuiteRun> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (stream: "stdout" | "stderr") => (chunk: Buffer) => {
      output += chunk.toString();
      show(chunk.toString(), stream);
    };
    child.stdout.on("data", keep("stdout"));
    child.stderr.on("data", keep("stderr"));
    child.on("error", (error) => resolve({ exitCode: 127, output: `${output}\n${error.message}` }));
    child.on("close", (code, signal) => resolve({ exitCode: code ?? (signal ? 128 : 1), output }));
  });
}
