// The home page's first-load budget: every script the browser fetches until the network is
// idle, measured as the gzip (level 9) size of that file's bytes in web/dist, with KB = 1024 bytes.
// Measured on the build's files, not on the wire, so the number is the same on every machine.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { DIST_DIR, GZIP_LEVEL } from "@scripts/web/serve-dist.ts";

/** 100 KB gzip: React 19, the router and TanStack Query take ~86 KB; the home page adds the rest. */
export const FIRST_LOAD_BUDGET_BYTES = 100 * 1024;

/**
 * 160 KB gzip for an unpaid result page: the same entry, the early view's own script, and the result
 * screen with its tooltips and the contracts' checks (zod), about 155 KB. The naming engine and its
 * data stay on the server: a shared constant that pulled them into the screen's chunk once cost 86
 * KB more.
 */
export const RESULT_PAGE_BUDGET_BYTES = 160 * 1024;

/**
 * Strings that exist in the bundled supabase-js and nowhere else: the names of its packages, which
 * it sends in its X-Client-Info header and error messages. supabase-js must stay out of the first
 * load (the retention cleanup imports it lazily).
 */
const SUPABASE_JS_MARKERS = ["supabase-js", "postgrest-js", "realtime-js", "storage-js"];

interface ScriptSize {
  /** The path the browser asked for, e.g. `/assets/index-C5Js4W9m.js`. */
  urlPath: string;
  rawBytes: number;
  gzipBytes: number;
  /** The supabase-js marker found in the file, or null. */
  supabaseMarker: string | null;
}

function supabaseJsMarker(source: string): string | null {
  return SUPABASE_JS_MARKERS.find((marker) => source.includes(marker)) ?? null;
}

/** Sizes one script of the build by the URL it was served from. */
export function measureScript(url: string, distDir = DIST_DIR): ScriptSize {
  const urlPath = new URL(url, "http://localhost").pathname;
  const bytes = readFileSync(path.join(distDir, urlPath));
  return {
    urlPath,
    rawBytes: bytes.byteLength,
    gzipBytes: gzipSync(bytes, { level: GZIP_LEVEL }).byteLength,
    supabaseMarker: supabaseJsMarker(bytes.toString("utf8")),
  };
}

export const totalGzipBytes = (scripts: readonly ScriptSize[]) =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A table for the test log and the bench: one line per script, then the total against the budget. */
export function describeFirstLoad(scripts: readonly ScriptSize[], budget = FIRST_LOAD_BUDGET_BYTES): string {
  const lines = scripts.map(
    (script) => `  ${script.urlPath}: ${formatKb(script.gzipBytes)} gzip (${formatKb(script.rawBytes)} raw)`,
  );
  lines.push(`  total: ${formatKb(totalGzipBytes(scripts))} gzip of ${formatKb(budget)} budget`);
  return lines.join("\n");
}
