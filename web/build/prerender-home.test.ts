import { afterEach, describe, expect, it } from "vitest";
import { HELD_FORM_ID, SENDING_MESSAGE, SENDING_STATUS_ID, THEMES_COUNTER_ID } from "../src/lib/before-hydration.ts";
import { withPrerenderedHome } from "./prerender-home.ts";

/** Six theme chips (one more than the limit the counter states), the counter, the submit and its status. */
const CHIPS = ["binh-an", "tri-tue", "manh-me", "nhan-hau", "thanh-dat", "cai-dep"];
const HOME = `<main><form id="${HELD_FORM_ID}">
  <label for="field-surname">Họ</label><input id="field-surname">
  ${CHIPS.map((theme) => `<button type="button" aria-pressed="false" value="${theme}">${theme}</button>`).join("")}
  <p id="${THEMES_COUNTER_ID}">Đã chọn 0/5</p>
  <button type="submit" aria-busy="false">Xem gợi ý tên</button>
  <p id="${SENDING_STATUS_ID}" role="status"></p>
</form><form id="tra-ten"><button type="submit">Tra</button></form></main>`;

afterEach(() => {
  document.body.innerHTML = "";
  window.__appLive = undefined;
  window.__submittedBeforeApp = undefined;
  window.__appHydrating = undefined;
});

/** Runs the inline script the build puts after #root, in this DOM, on a page opened at `pathname`. */
function openAt(pathname: string, html = withPrerenderedHome('<body><div id="root"></div></body>', HOME)) {
  document.body.innerHTML = '<div id="root"></div>';
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  new Function("location", script)({ pathname });
  const root = document.getElementById("root")!;
  /** Submits a form as the browser would; true when the browser would send it itself. */
  const submit = (formId = HELD_FORM_ID) => {
    const event = new Event("submit", { bubbles: true, cancelable: true });
    document.getElementById(formId)!.dispatchEvent(event);
    return !event.defaultPrevented;
  };
  const chip = (theme: string) => root.querySelector<HTMLButtonElement>(`button[value="${theme}"]`)!;
  /** Taps a theme chip; what its aria-pressed says afterwards. */
  const tap = (theme: string) => {
    chip(theme).click();
    return chip(theme).getAttribute("aria-pressed");
  };
  const counter = () => document.getElementById(THEMES_COUNTER_ID)?.textContent;
  return { root, submit, tap, counter };
}

describe("withPrerenderedHome", () => {
  const home = '<main><label for="field-surname">Họ</label><input id="field-surname"><script>alert(1)</script></main>';
  const html = withPrerenderedHome('<body><div id="root"></div></body>', home);

  it("fills #root with the home screen, as rendered, on the home page", () => {
    expect(openAt("/", html).root.innerHTML).toBe(home);
  });

  it("leaves #root empty on every other address, which never parses the form", () => {
    expect(openAt("/phan-tich-cam-hung/abc", html).root.innerHTML).toBe("");
    expect(html).not.toContain("<main>");
  });

  it("holds a submit made before the app is live, marks it, and lets submits through once the app is", () => {
    const page = openAt("/");
    expect(page.submit()).toBe(false);
    expect(window.__submittedBeforeApp).toBe(true);
    window.__appLive = true;
    expect(page.submit()).toBe(true);
    // Elsewhere the script holds nothing, whatever form a page shows.
    const elsewhere = openAt("/phan-tich-cam-hung/abc");
    elsewhere.root.innerHTML = HOME;
    expect(elsewhere.submit()).toBe(true);
  });

  it("shows a held submit on its way, as the app shows a request: the button busy, the line under it saying so", () => {
    const page = openAt("/");
    const button = page.root.querySelector<HTMLButtonElement>("button[type=submit]")!;
    page.submit();

    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toBeDisabled();
    expect(document.getElementById(SENDING_STATUS_ID)).toHaveTextContent(SENDING_MESSAGE);
  });

  it("lets the name lookup's plain GET go where it points, even before the app is live", () => {
    const page = openAt("/");
    expect(page.submit("tra-ten")).toBe(true);
    expect(window.__submittedBeforeApp).toBeUndefined();
    expect(page.root.querySelector("#tra-ten button")).not.toBeDisabled();
  });

  it("presses and releases a theme chip tapped before hydration begins, and leaves it to React after", () => {
    const page = openAt("/");
    expect(page.tap("binh-an")).toBe("true");
    expect(page.tap("binh-an")).toBe("false");
    window.__appHydrating = true;
    expect(page.tap("binh-an")).toBe("false");
  });

  it("keeps the counter to the chips it presses, and presses none beyond the limit the counter states", () => {
    const page = openAt("/");
    page.tap("binh-an");
    page.tap("tri-tue");
    expect(page.counter()).toBe("Đã chọn 2/5");
    page.tap("binh-an");
    expect(page.counter()).toBe("Đã chọn 1/5");
    for (const theme of CHIPS) page.tap(theme);
    expect(page.counter()).toBe("Đã chọn 5/5");
    expect(page.root.querySelectorAll('button[aria-pressed="true"]')).toHaveLength(5);
  });

  it("cannot end its own script element whatever the screen holds", () => {
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it("fails the build when index.html has no empty #root", () => {
    expect(() => withPrerenderedHome("<body></body>", "<main></main>")).toThrow(/id="root"/);
  });
});
