import { describe, expect, it } from "vitest";
import { AFTER_FIRST_PAINT } from "./after-first-paint.ts";

/** Runs the helper with a page that shows a static header or not, and lets the test play the browser. */
function page(heroShown: boolean) {
  const frames: (() => void)[] = [];
  const tasks: { callback: () => void; delay: number }[] = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | null = null;
  class FakeObserver {
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
  }
  let called = 0;
  const afterFirstPaint = new Function("requestAnimationFrame", "setTimeout", "PerformanceObserver", "document", `${AFTER_FIRST_PAINT}; return afterFirstPaint;`)(
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay = 0) => tasks.push({ callback, delay }),
    FakeObserver,
    { querySelector: () => (heroShown ? {} : null) },
  ) as (callback: () => void) => void;
  afterFirstPaint(() => (called += 1));
  return {
    calls: () => called,
    frame: () => frames.splice(0).forEach((callback) => callback()),
    tasks: (delay: number) => tasks.filter((task) => task.delay === delay).forEach((task) => task.callback()),
    paint: (name: string) => paintObserver?.({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }, { disconnect: () => {} }),
  };
}

describe("afterFirstPaint", () => {
  it("on a page with nothing of its own to show, runs one frame and one task later", () => {
    const browser = page(false);
    browser.tasks(0);
    expect(browser.calls()).toBe(0);
    browser.frame();
    browser.tasks(0);
    expect(browser.calls()).toBe(1);
  });

  it("on a page whose header shows, waits for that paint to be on screen, not for the frame", () => {
    const browser = page(true);
    browser.frame();
    browser.tasks(0);
    browser.paint("first-paint");
    expect(browser.calls()).toBe(0);
    browser.paint("first-contentful-paint");
    expect(browser.calls()).toBe(1);
    browser.tasks(1000);
    expect(browser.calls()).toBe(1);
  });

  it("never waits more than a second for a paint the browser does not report", () => {
    const browser = page(true);
    browser.frame();
    browser.tasks(1000);
    expect(browser.calls()).toBe(1);
  });
});
