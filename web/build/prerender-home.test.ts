import { describe, expect, it } from "vitest";
import { HELD_FORM_ID } from "../src/lib/before-hydration.ts";
import { withPrerenderedHome } from "./prerender-home.ts";

interface PageWindow {
  __appLive?: boolean;
  __submittedBeforeApp?: boolean;
  __appHydrating?: boolean;
}

/** A toggle button as the script sees it: its attributes, and the form it belongs to. */
function chipIn(formId: string) {
  const attributes: Record<string, string> = { "aria-pressed": "false", value: "binh-an" };
  const chip = {
    form: { id: formId },
    getAttribute: (name: string) => attributes[name] ?? null,
    setAttribute: (name: string, value: string) => (attributes[name] = value),
    closest: (selector: string) => (selector === "button[aria-pressed][value]" ? chip : null),
  };
  return chip;
}

/** Runs the inline script the build puts after #root, on a page opened at `pathname`. */
function openAt(pathname: string, html: string, window: PageWindow = {}) {
  type SubmitEvent = { target: { id: string }; preventDefault: () => void };
  type ClickEvent = { target: ReturnType<typeof chipIn> };
  const listeners: { submit?: (event: SubmitEvent) => void; click?: (event: ClickEvent) => void } = {};
  const root = {
    innerHTML: "",
    addEventListener: (type: "submit" | "click", listener: never) => (listeners[type] = listener),
  };
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  new Function("location", "document", "window", script)(
    { pathname },
    { getElementById: (id: string) => (id === "root" ? root : null) },
    window,
  );
  /** Submits a form as the browser would; true when the browser would send it itself. */
  const submit = (formId = HELD_FORM_ID) => {
    let sent = true;
    listeners.submit?.({ target: { id: formId }, preventDefault: () => (sent = false) });
    return sent;
  };
  /** Taps a theme chip of the form `formId`; what its aria-pressed says afterwards. */
  const tapChip = (chip = chipIn(HELD_FORM_ID)) => {
    listeners.click?.({ target: chip });
    return chip.getAttribute("aria-pressed");
  };
  return { innerHTML: root.innerHTML, submit, tapChip, window };
}

describe("withPrerenderedHome", () => {
  const home = '<main><label for="field-surname">Họ</label><input id="field-surname"><script>alert(1)</script></main>';
  const html = withPrerenderedHome('<body><div id="root"></div></body>', home);

  it("fills #root with the home screen, as rendered, on the home page", () => {
    expect(openAt("/", html).innerHTML).toBe(home);
  });

  it("leaves #root empty on every other address, which never parses the form", () => {
    expect(openAt("/phan-tich-cam-hung/abc", html).innerHTML).toBe("");
    expect(html).not.toContain("<main>");
  });

  it("holds a submit made before the app is live, marks it, and lets submits through once the app is", () => {
    const page = openAt("/", html);
    expect(page.submit()).toBe(false);
    expect(page.window.__submittedBeforeApp).toBe(true);
    page.window.__appLive = true;
    expect(page.submit()).toBe(true);
    expect(openAt("/phan-tich-cam-hung/abc", html).submit()).toBe(true);
  });

  it("lets the name lookup's plain GET go where it points, even before the app is live", () => {
    const page = openAt("/", html);
    expect(page.submit("")).toBe(true);
    expect(page.window.__submittedBeforeApp).toBeUndefined();
  });

  it("presses and releases a theme chip tapped before hydration begins, and leaves it to React after", () => {
    const page = openAt("/", html);
    const chip = chipIn(HELD_FORM_ID);
    expect(page.tapChip(chip)).toBe("true");
    expect(page.tapChip(chip)).toBe("false");
    page.window.__appHydrating = true;
    expect(page.tapChip(chip)).toBe("false");
    expect(openAt("/", html).tapChip(chipIn("another-form"))).toBe("false");
  });

  it("cannot end its own script element whatever the screen holds", () => {
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("fails the build when index.html has no empty #root", () => {
    expect(() => withPrerenderedHome("<body></body>", "<main></main>")).toThrow(/id="root"/);
  });
});
