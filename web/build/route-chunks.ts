// Which built files each route's screen needs beyond the entry's own, read from the bundle: the
// lazy route chunk, the chunks it imports statically, and its stylesheets. index.html asks for them
// as soon as it knows the address, instead of after the entry has run and React has rendered.
import type { Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface RouteChunks {
  /** JavaScript files, as absolute URL paths (`/assets/…`), the route chunk first. */
  modules: string[];
  /** Stylesheets the route chunk brings. */
  styles: string[];
}

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss?: Set<string> } };

function staticClosure(bundle: OutputBundle, start: string): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === "chunk") chunk.imports.forEach(visit);
  };
  visit(start);
  return [...seen];
}

/** The entry chunk and everything it imports statically, the entry first, as URL paths. */
export function entryChunks(bundle: OutputBundle, base = "/"): string[] {
  const entry = Object.values(bundle).find((item): item is OutputChunk => item.type === "chunk" && item.isEntry);
  if (!entry) throw new Error("route-chunks: no entry chunk in the bundle");
  return staticClosure(bundle, entry.fileName).map((fileName) => `${base}${fileName}`);
}

/** The files the route module `routeFile` (e.g. `src/app/routes/home.tsx`) needs that the entry does not load. */
export function routeChunks(bundle: OutputBundle, routeFile: string, base = "/"): RouteChunks {
  const chunks = Object.values(bundle).filter((item): item is ChunkWithCss => item.type === "chunk");
  const entry = chunks.find((chunk) => chunk.isEntry);
  const route = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll("\\", "/").endsWith(`/${routeFile}`));
  if (!entry || !route) throw new Error(`route-chunks: no ${route ? "entry" : `chunk for ${routeFile}`} in the bundle`);
  const loaded = new Set(staticClosure(bundle, entry.fileName));
  const needed = staticClosure(bundle, route.fileName).filter((fileName) => !loaded.has(fileName));
  const styles = needed.flatMap((fileName) => [
    ...((bundle[fileName] as ChunkWithCss).viteMetadata?.importedCss ?? []),
  ]);
  return {
    modules: needed.map((fileName) => `${base}${fileName}`),
    styles: [...new Set(styles)].map((fileName) => `${base}${fileName}`),
  };
}
