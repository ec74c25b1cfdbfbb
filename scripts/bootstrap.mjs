#!/usr/bin/env node
// Installs what the project needs on a fresh Debian machine and nothing when it is all there.
// Runs before any npm dependency exists, so it is plain Node with no imports outside `node:`. Last,
// it fills Deno's cache for the edge functions, so their first start needs no network.
//
//   node scripts/bootstrap.mjs                the stack: npm dependencies + PostgreSQL 15, pg_cron, pgTAP
//   node scripts/bootstrap.mjs --test-tools   also what the test suites use (Vietnamese word list, Chromium, CJK fonts, pdftotext)
//
// `npm test` and `npm run bench` get the test tools automatically (npm_lifecycle_event), as does
// BOOTSTRAP_TEST_TOOLS=1. Debian packages are installed when running as root; anyone else is shown
// the exact `sudo apt-get install` line and the script stops.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const STACK_PACKAGES = ["postgresql-15", "postgresql-15-cron", "postgresql-15-pgtap", "pgtap"];
// hunspell-vi: the Vietnamese word list the naming tests check syllables against (GPL: installed,
// never committed). chromium-headless-shell: the browser suite drives Debian's build, never a
// downloaded one; chromium: the bench measures with the full browser of the same version.
// fonts-noto-cjk: the chữ Hán a phone shows, so the browser tests and their screenshots see glyphs,
// not empty boxes. poppler-utils: pdftotext, to read the printed report's text.
const TEST_PACKAGES = ["hunspell-vi", "chromium", "chromium-headless-shell", "fonts-noto-cjk", "poppler-utils"];

function wantsTestTools() {
  const lifecycle = process.env.npm_lifecycle_event ?? "";
  return (
    process.argv.includes("--test-tools") ||
    process.env.BOOTSTRAP_TEST_TOOLS === "1" ||
    lifecycle === "test" ||
    lifecycle === "bench"
  );
}

function fail(message) {
  console.error(`bootstrap: ${message}`);
  process.exit(1);
}

function run(command, args, extraEnv = {}) {
  console.error(`bootstrap: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: ROOT_DIR, stdio: "inherit", env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) fail(`\`${command} ${args.join(" ")}\` failed (exit ${result.status ?? result.signal}).`);
}

/** Debian packages from `wanted` that are not installed, asked of dpkg in one call (~10 ms). */
function missingDebianPackages(wanted) {
  let listing = "";
  try {
    listing = execFileSync("dpkg-query", ["-W", "-f=${Package} ${db:Status-Abbrev}\n", ...wanted], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    if (error.code === "ENOENT")
      fail(
        `dpkg-query not found: this project installs its tools on Debian only. Install ${wanted.join(" ")} yourself.`,
      );
    // dpkg-query exits 1 when some package is unknown to it, but still lists the known ones.
    listing = error.stdout ?? "";
  }
  const installed = new Set(
    listing
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      .filter(([, status]) => status?.startsWith("ii"))
      .map(([name]) => name),
  );
  return wanted.filter((name) => !installed.has(name));
}

function installDebianPackages(wanted) {
  const missing = missingDebianPackages(wanted);
  if (missing.length === 0) return;
  const installLine = `apt-get install -y ${missing.join(" ")}`;
  if (process.getuid?.() !== 0) {
    fail(
      `missing Debian packages. Run:\n\n  sudo apt-get update && sudo ${installLine}\n\nthen run this command again.`,
    );
  }
  const noninteractive = { DEBIAN_FRONTEND: "noninteractive" };
  run("apt-get", ["update"], noninteractive);
  run("apt-get", ["install", "-y", ...missing], noninteractive);
}

/**
 * `npm ci` when node_modules is missing or older than package-lock.json (npm writes
 * node_modules/.package-lock.json on every install). npm 11 runs no install scripts by default;
 * none is needed: deno and esbuild resolve their platform binaries from optional dependencies, and
 * the Supabase CLI 3 is plain JavaScript.
 */
function installNpmDependencies() {
  const lockFile = path.join(ROOT_DIR, "package-lock.json");
  const installedLock = path.join(ROOT_DIR, "node_modules", ".package-lock.json");
  if (existsSync(installedLock) && statSync(installedLock).mtimeMs >= statSync(lockFile).mtimeMs) return;
  const args = ["--no-audit", "--no-fund"];
  // A registry mirror that carries only this platform's optional packages (deno, supabase CLI)
  // yields a lockfile without the other platforms' entries, which `npm ci` rejects as out of sync.
  // `npm install` installs the same locked versions. When the lockfile shows that gap, `npm ci` is
  // not tried at all: its refusal cost a fresh clone about 5 s.
  const lacking = optionalPackagesMissingFromLock(lockFile);
  if (lacking.length === 0 && tryQuietly("npm", ["ci", ...args])) return;
  console.error(
    lacking.length > 0
      ? `bootstrap: package-lock.json lacks other platforms' optional packages (${lacking[0]}${lacking.length > 1 ? ` and ${lacking.length - 1} more` : ""}), which \`npm ci\` refuses; using \`npm install\`.`
      : "bootstrap: `npm ci` refused the lockfile; using `npm install`.",
  );
  run("npm", ["install", ...args]);
}

/**
 * The optional dependencies the lockfile names but holds no entry for (`npm ci` rejects such a
 * lockfile as out of sync with package.json). A nested package's dependency may sit beside it or
 * at the top of node_modules, as npm resolves it.
 */
function optionalPackagesMissingFromLock(lockFile) {
  let packages;
  try {
    packages = JSON.parse(readFileSync(lockFile, "utf8")).packages ?? {};
  } catch {
    return []; // unreadable here: `npm ci` gives its own error
  }
  const missing = [];
  for (const [location, entry] of Object.entries(packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      const nested = location === "" ? `node_modules/${name}` : `${location}/node_modules/${name}`;
      if (!packages[nested] && !packages[`node_modules/${name}`]) missing.push(name);
    }
  }
  return missing;
}

/** Runs a command whose failure has a fallback: its output is shown only if it succeeds. */
function tryQuietly(command, args) {
  console.error(`bootstrap: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: ROOT_DIR, encoding: "utf8" });
  if (result.status === 0) process.stderr.write(result.stdout + result.stderr);
  return result.status === 0;
}

/**
 * Fills Deno's cache with every npm package the edge functions import, once and serially, from the
 * functions' own deno.json and lock file (`--frozen`: a lock that no longer matches is an error, not
 * a silent update). Without it, each function process would download the same packages at its first
 * start, all at once. Deno reads the proxy and CA settings from this process's environment.
 * Nearly free when the cache is warm (~0.1 s).
 */
function warmDenoCache() {
  const functionsDir = path.join(ROOT_DIR, "supabase", "functions");
  const entrypoints = readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("_") && !entry.name.startsWith("."))
    .map((entry) => path.join("supabase", "functions", entry.name, "index.ts"))
    .filter((file) => existsSync(path.join(ROOT_DIR, file)));
  if (entrypoints.length === 0) return;
  const deno = path.join(ROOT_DIR, "node_modules", ".bin", "deno");
  const result = spawnSync(
    deno,
    [
      "install",
      "--frozen",
      "--quiet",
      "--config",
      path.join("supabase", "functions", "deno.json"),
      "--entrypoint",
      ...entrypoints,
    ],
    { cwd: ROOT_DIR, stdio: "inherit", env: { ...process.env, NO_COLOR: "1" } },
  );
  if (result.status !== 0) {
    fail(
      "Deno could not cache the edge functions' npm packages (above). If this machine reaches the npm registry\n" +
        "through a proxy or a TLS-inspecting CA, set HTTPS_PROXY / NODE_EXTRA_CA_CERTS and run this command again.",
    );
  }
}

const packages = wantsTestTools() ? [...STACK_PACKAGES, ...TEST_PACKAGES] : STACK_PACKAGES;
installDebianPackages(packages);
installNpmDependencies();
warmDenoCache();
