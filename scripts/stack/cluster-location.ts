// Where the project's PostgreSQL cluster lives on disk, and making it reachable by the OS user
// that runs it.
//
// Normally `.stack/postgres/` inside the repository. A clone under a directory the `postgres` user
// cannot traverse (say /root/project) would make initdb fail, so there the cluster goes under
// /var/lib/postgresql instead and `.stack/postgres` becomes a link to it: no ancestor directory's
// permissions are ever changed.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, lstatSync, mkdirSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { ROOT_DIR, STATE_DIR } from "./config.ts";
import { isRoot } from "./run-command.ts";

const LINK_OR_DIR = path.join(STATE_DIR, "postgres");
const FALLBACK_PARENT = "/var/lib/postgresql";

export interface ClusterPaths {
  base: string;
  dataDir: string;
  socketDir: string;
  logFile: string;
}

function pathsUnder(base: string): ClusterPaths {
  return {
    base,
    dataDir: path.join(base, "data"),
    socketDir: path.join(base, "socket"),
    logFile: path.join(base, "postgres.log"),
  };
}

/** The cluster's paths if it was ever created, else null. */
export function existingClusterPaths(): ClusterPaths | null {
  return existsSync(LINK_OR_DIR) ? pathsUnder(realpathSync(LINK_OR_DIR)) : null;
}

/** uid/gid of the `postgres` OS user when we are root (it will own the cluster), else null. */
function clusterOwnerIds(): { uid: number; gid: number } | null {
  if (!isRoot()) return null;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}

function postgresCanReach(dir: string): boolean {
  try {
    execFileSync("runuser", ["-u", "postgres", "--", "test", "-x", dir], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Makes a directory owned by the cluster's OS user, private to it (initdb demands 0700). */
function makeOwnedDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const owner = clusterOwnerIds();
  if (owner) chownSync(dir, owner.uid, owner.gid);
}

/** Creates (once) and returns the cluster's directories, ready for initdb. */
export function ensureClusterPaths(): ClusterPaths {
  const existing = existingClusterPaths();
  if (existing) return existing;

  mkdirSync(STATE_DIR, { recursive: true });
  let base = LINK_OR_DIR;
  if (isRoot() && !postgresCanReach(STATE_DIR)) {
    const digest = createHash("sha256").update(ROOT_DIR).digest("hex").slice(0, 12);
    base = path.join(FALLBACK_PARENT, `cam-hung-ten-${digest}`);
  }
  const paths = pathsUnder(base);
  makeOwnedDir(paths.base);
  makeOwnedDir(paths.socketDir);
  if (base !== LINK_OR_DIR) symlinkSync(base, LINK_OR_DIR, "dir");
  return paths;
}

/** Deletes the cluster's files (the server must be stopped), including a fallback location. */
export function removeClusterFiles(): void {
  if (!existsSync(LINK_OR_DIR) && !isDanglingLink(LINK_OR_DIR)) return;
  if (lstatSync(LINK_OR_DIR).isSymbolicLink()) {
    const target = existsSync(LINK_OR_DIR) ? realpathSync(LINK_OR_DIR) : null;
    if (target) rmSync(target, { recursive: true, force: true });
  }
  rmSync(LINK_OR_DIR, { recursive: true, force: true });
}

function isDanglingLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Gives a file the cluster's owner (for files root writes that the server must read). */
export function giveToClusterOwner(file: string): void {
  const owner = clusterOwnerIds();
  if (owner) chownSync(file, owner.uid, owner.gid);
}
