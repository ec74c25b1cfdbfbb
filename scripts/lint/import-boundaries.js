// An ESLint rule for the runtime and feature boundaries (docs/architecture.md, "The core and the two
// runtimes"). Every import is resolved against the importing file and judged by where it lands:
//   - core code (supabase/functions/_core) runs in the browser and in Deno, so it imports only
//     other core files and zod; its tests may also use Vitest, fast-check and Node's built-ins;
//   - the web reaches the core only as `@core/…`, never by a path into supabase/, and never imports
//     the scripts' code;
//   - a web feature (web/src/features/<name>) imports no other feature;
//   - the web app names its own modules as `@/…` (web/src) unless they sit in the importing file's
//     folder or below it, so no import climbs out with `../`;
//   - the functions import nothing from scripts/ or web/.
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const CORE = path.join(ROOT, "supabase/functions/_core");
const FUNCTIONS = path.join(ROOT, "supabase/functions");
const WEB = path.join(ROOT, "web");
const WEB_APP = path.join(WEB, "src");
const FEATURES = path.join(WEB_APP, "features");
const SCRIPTS = path.join(ROOT, "scripts");

const CORE_PACKAGES = new Set(["zod", "zod/mini"]);
const CORE_TEST_PACKAGES = new Set(["vitest", "fast-check"]);

const inside = (dir, file) => file === dir || file.startsWith(dir + path.sep);
const isTest = (file) => /[._]test\.tsx?$/.test(file) || file.split(path.sep).includes("__tests__");
const featureOf = (file) => (inside(FEATURES, file) ? path.relative(FEATURES, file).split(path.sep)[0] : null);

/** Where an import lands: an absolute path for a relative or `@core/` import, else null (a package). */
function resolveImport(fromFile, specifier) {
  if (specifier.startsWith("@core/")) return path.join(CORE, specifier.slice("@core/".length));
  if (specifier.startsWith("@/")) return path.join(WEB_APP, specifier.slice("@/".length));
  if (specifier.startsWith("@scripts/")) return path.join(SCRIPTS, specifier.slice("@scripts/".length));
  if (specifier.startsWith("./") || specifier.startsWith("../")) return path.resolve(path.dirname(fromFile), specifier);
  return null;
}

/** Why `specifier` may not be imported from `file`, or null when it may. */
export function boundaryProblem(file, specifier) {
  const target = resolveImport(file, specifier);
  if (inside(CORE, file)) {
    if (target)
      return inside(CORE, target) ? null : "core code imports only core modules (it runs in the browser and in Deno)";
    if (CORE_PACKAGES.has(specifier)) return null;
    if (isTest(file) && (CORE_TEST_PACKAGES.has(specifier) || specifier.startsWith("node:"))) return null;
    return `core code may not import "${specifier}": it runs in the browser and in Deno, with zod as its only package`;
  }
  if (inside(WEB, file)) {
    if (!target) return null;
    if (inside(ROOT + "/supabase", target) && !specifier.startsWith("@core/")) {
      return inside(CORE, target)
        ? "import the core as @core/…, not by a path into supabase/"
        : "the web may import only the core (@core/…) of supabase/";
    }
    if (inside(WEB_APP, file) && inside(SCRIPTS, target)) return "the web app may not import the scripts' code";
    if (inside(WEB_APP, file) && specifier.startsWith("../") && inside(WEB_APP, target))
      return `import it as @/${path.relative(WEB_APP, target)}, not by climbing out of the folder`;
    const from = featureOf(file);
    const to = featureOf(target);
    if (from && to && from !== to)
      return `the feature "${from}" may not import the feature "${to}": move what both need to web/src/lib or web/src/components`;
    return null;
  }
  if (inside(FUNCTIONS, file) && target && (inside(SCRIPTS, target) || inside(WEB, target))) {
    return "the functions ship alone: they may not import scripts/ or web/";
  }
  return null;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Keep the core runtime-neutral, the web off supabase/ paths and features apart." },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== "Literal" || typeof source.value !== "string") return;
      const problem = boundaryProblem(file, source.value);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { "import-boundaries": rule } };
