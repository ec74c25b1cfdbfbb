import { describe, expect, it } from "vitest";
import { runLanes } from "../lanes.ts";

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe("runLanes", () => {
  it("runs every shared step exactly once, after the lane's own steps", async () => {
    const log: string[] = [];
    const lane = (name: string, ownMs: number) => ({
      own: async () => {
        await pause(ownMs);
        log.push(`${name}: own done`);
      },
      run: async (step: string) => {
        log.push(`${name}: ${step}`);
        await pause(5);
      },
    });
    const shared = ["tsc", "eslint", "prettier", "deno check", "deno lint"];
    await runLanes([lane("stack", 40), lane("local", 0)], shared);

    const ran = log.filter((line) => !line.endsWith("own done")).map((line) => line.split(": ")[1]);
    expect(ran.sort()).toEqual([...shared].sort());
    for (const name of ["stack", "local"]) {
      const own = log.indexOf(`${name}: own done`);
      log.forEach((line, index) => {
        if (line.startsWith(`${name}: `) && index !== own) expect(index).toBeGreaterThan(own);
      });
    }
  });

  it("gives the shared steps to the lane that is free, in the queue's order", async () => {
    const taken: Array<[string, string]> = [];
    const lane = (name: string, ownMs: number) => ({
      own: () => pause(ownMs),
      run: async (step: string) => {
        taken.push([name, step]);
        await pause(20);
      },
    });
    // The local lane is busy for longer than the stack lane takes to run all three.
    await runLanes([lane("stack", 0), lane("local", 200)], ["a", "b", "c"]);
    expect(taken).toEqual([
      ["stack", "a"],
      ["stack", "b"],
      ["stack", "c"],
    ]);
  });

  it("waits for both lanes, even when there is nothing to share", async () => {
    let done = 0;
    const lane = (ms: number) => ({
      own: async () => {
        await pause(ms);
        done += 1;
      },
      run: async () => {},
    });
    await runLanes([lane(30), lane(0)], []);
    expect(done).toBe(2);
  });
});
