// A build-only Vite plugin: the home screen, rendered with React's static prerender, goes into
// index.html. A parent on a slow phone sees the form and can type in it as soon as the HTML and the
// stylesheet arrive, instead of after the whole bundle has downloaded and run. The app hydrates it
// (web/src/main.tsx) and keeps what was typed meanwhile (use-inspiration-form.ts). index.html is
// every address's page on a static host, so the screen travels as a string that an inline script
// puts into #root on the home page only.
import { createServer, type Plugin, type UserConfig } from "vite";
import { HELD_FORM_ID, SENDING_MESSAGE, SENDING_STATUS_ID, THEMES_COUNTER_ID } from "../src/lib/before-hydration.ts";

const ROOT = '<div id="root"></div>';
/** How the script that fills #root with the home screen begins; it ends with the first `}</script>`. */
export const HOME_FILL_START = '<script>if (location.pathname === "/") {';

/**
 * #root and, right after it, the script that fills it with the home screen on the home page only
 * (exported for its test). The screen travels as a string: every other address would otherwise
 * parse and lay out the whole form only to throw it away, on a phone's slow CPU, before drawing
 * its own first look.
 */
export function withPrerenderedHome(html: string, homeHtml: string): string {
  if (!html.includes(ROOT)) throw new Error(`prerender-home: index.html has no ${ROOT}`);
  // "<" as \u003c: the string cannot end the script element, and JSON keeps the rest as written.
  const text = JSON.stringify(homeHtml).replace(/</g, "\\u003c");
  // A submit of the inspiration form before the app is live is held, not sent as a GET with the
  // answers in the URL; the form submits again once it is (src/lib/before-hydration.ts). Meanwhile
  // the form shows it busy as the app does: the button waiting, the line under it saying the names
  // are being found. The name lookup's plain GET goes where it points. A theme chip tapped before
  // hydration begins shows itself pressed, up to the limit the counter states ("Đã chọn 2/5"),
  // and the counter follows; the form takes both over on mount.
  const form = JSON.stringify(HELD_FORM_ID);
  const fill = [
    HOME_FILL_START,
    '  var root = document.getElementById("root");',
    `  root.innerHTML = ${text};`,
    '  root.addEventListener("submit", function (event) {',
    `    if (!window.__appLive && event.target.id === ${form}) {`,
    "      event.preventDefault(); window.__submittedBeforeApp = true;",
    '      var button = event.target.querySelector("button[type=submit]");',
    `      var status = document.getElementById(${JSON.stringify(SENDING_STATUS_ID)});`,
    '      if (button) { button.setAttribute("aria-busy", "true"); button.disabled = true; }',
    `      if (status) status.textContent = ${JSON.stringify(SENDING_MESSAGE)};`,
    "    }",
    "  });",
    '  root.addEventListener("click", function (event) {',
    '    var chip = event.target.closest && event.target.closest("button[aria-pressed][value]");',
    `    if (window.__appHydrating || !chip || !chip.form || chip.form.id !== ${form}) return;`,
    '    var pressing = chip.getAttribute("aria-pressed") !== "true";',
    '    var count = chip.form.querySelectorAll("button[aria-pressed=true][value]").length;',
    `    var counter = document.getElementById(${JSON.stringify(THEMES_COUNTER_ID)});`,
    "    var max = counter && /\\/(\\d+)/.exec(counter.textContent);",
    "    if (pressing && max && count >= Number(max[1])) return;",
    '    chip.setAttribute("aria-pressed", String(pressing));',
    "    if (counter) counter.textContent = counter.textContent.replace(/\\d+(?=\\/)/, String(count + (pressing ? 1 : -1)));",
    "  });",
    "}</script>",
  ].join("\n    ");
  return html.replace(ROOT, () => `${ROOT}\n    ${fill}`);
}

/** `config`: what the render needs of the app's own config (root, defines, plugins, the @core alias). */
export function prerenderHome(config: Pick<UserConfig, "root" | "define" | "plugins" | "resolve">): Plugin {
  return {
    name: "prerender-home",
    apply: "build",
    transformIndexHtml: {
      order: "pre",
      async handler(html) {
        const server = await createServer({
          ...config,
          configFile: false,
          logLevel: "error",
          appType: "custom",
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderHome } = (await server.ssrLoadModule("/src/prerender-home.tsx")) as {
            renderHome: () => Promise<string>;
          };
          return withPrerenderedHome(html, await renderHome());
        } finally {
          await server.close();
        }
      },
    },
  };
}
