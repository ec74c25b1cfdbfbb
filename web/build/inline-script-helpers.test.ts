import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT } from "./inline-script-helpers.ts";

describe("afterFirstPaint", () => {
  it("runs in a task after the second frame: the first is on screen by then", () => {
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    let called = 0;
    const afterFirstPaint = new Function(
      "requestAnimationFrame",
      "setTimeout",
      `${AFTER_FIRST_PAINT}; return afterFirstPaint;`,
    )(
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => tasks.push(callback),
    ) as (callback: () => void) => void;
    afterFirstPaint(() => (called += 1));
    const frame = () => frames.splice(0).forEach((callback) => callback());
    const task = () => tasks.splice(0).forEach((callback) => callback());

    frame();
    task();
    expect(called).toBe(0);
    frame();
    expect(called).toBe(0);
    task();
    expect(called).toBe(1);
  });
});
