// A build-only Vite plugin: the home screen, rendered with React's static prerender, goes into
// index.html's #root. A parent on a slow phone sees the form and can type in it as soon as the HTML
// and the stylesheet arrive, instead of after the whole bundle has downloaded and run. The app
// hydrates it (web/src/main.tsx) and keeps what was typed meanwhile (use-inspiration-form.ts).
// index.html is every address's page on a static host: a one-line script clears the prerendered
// form before the first paint on any other address, where the app renders from scratch.
import { createServer, type Plugin, type UserConfig } from "vite";

const ROOT = '<div id="root"></div>';

/** The script that keeps the prerendered home screen to the home page (exported for its test). */
export const CLEAR_OFF_HOME =
  '<script>if (location.pathname !== "/") document.getElementById("root").replaceChildren();</script>';

export function withPrerenderedHome(html: string, homeHtml: string): string {
  if (!html.includes(ROOT)) throw new Error(`prerender-home: index.html has no ${ROOT}`);
  return html.replace(ROOT, `<div id="root">${homeHtml}</div>\n    ${CLEAR_OFF_HOME}`);
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
          const { renderHome } = (await server.ssrLoadModule("/src/prerender-home.tsx")) as { renderHome: () => Promise<string> };
          return withPrerenderedHome(html, await renderHome());
        } finally {
          await server.close();
        }
      },
    },
  };
}
