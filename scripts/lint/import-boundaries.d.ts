// Types for the ESLint rule, which is plain JavaScript so that eslint.config.js loads it as it is.
import type { ESLint } from "eslint";

/** Why `specifier` may not be imported from `file` (both as written), or null when it may. */
export function boundaryProblem(file: string, specifier: string): string | null;

declare const plugin: ESLint.Plugin;
export default plugin;
