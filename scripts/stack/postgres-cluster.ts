// The project-owned PostgreSQL 15 cluster: created once with initdb, started and stopped with
// pg_ctl, always as the OS user that owns it (see run-command.ts).
import { appendFileSync, existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DB_PASSWORD, DB_PORT, HOST } from "./config.ts";
import {
  ensureClusterPaths,
  existingClusterPaths,
  giveToClusterOwner,
  removeClusterFiles,
  type ClusterPaths,
} from "./cluster-location.ts";
import { tailOfFile } from "./log-tail.ts";
import { asClusterOwner, runCommand, runOrThrow } from "./run-command.ts";

/** Debian's versioned binaries; /usr/bin only has wrappers that pick clusters of their own. */
export const POSTGRES_BIN_DIR = "/usr/lib/postgresql/15/bin";
const STACK_CONF = "stack.conf";

function pgTool(name: string, args: string[]): Promise<string> {
  const [command, fullArgs] = asClusterOwner(path.join(POSTGRES_BIN_DIR, name), args);
  return runOrThrow(command, fullArgs);
}

/**
 * Settings the stack depends on, rewritten before every start so that a moved checkout (absolute
 * socket path) or an older cluster picks up the current ones.
 */
function stackSettings(paths: ClusterPaths): string {
  return `# Written by scripts/stack/postgres-cluster.ts before every start; edits here are lost.
listen_addresses = '${HOST}'
port = ${DB_PORT}
unix_socket_directories = '${paths.socketDir}'
unix_socket_permissions = 0700
password_encryption = 'scram-sha-256'
# pg_cron must be preloaded and lives in the one database the app uses. Its scheduler connects
# over the private socket (trust there), so no password is stored anywhere.
shared_preload_libraries = 'pg_cron'
cron.database_name = 'postgres'
cron.host = '${paths.socketDir}'
timezone = 'UTC'
log_timezone = 'UTC'
# A throwaway development cluster: durability is traded for speed (reset deletes it anyway).
fsync = off
synchronous_commit = off
full_page_writes = off
`;
}

async function initCluster(paths: ClusterPaths): Promise<void> {
  // initdb reads the superuser password from a file; it must be readable by the cluster owner.
  const passwordFile = path.join(paths.base, "initdb-password");
  writeFileSync(passwordFile, `${DB_PASSWORD}\n`, { mode: 0o600 });
  giveToClusterOwner(passwordFile);
  try {
    await pgTool("initdb", [
      `--pgdata=${paths.dataDir}`,
      "--username=postgres",
      `--pwfile=${passwordFile}`,
      // The private socket is trusted (only root and the owner can open it); TCP needs a password.
      "--auth-local=trust",
      "--auth-host=scram-sha-256",
      "--encoding=UTF8",
      "--locale=C.UTF-8",
      "--no-instructions",
    ]);
  } finally {
    rmSync(passwordFile, { force: true });
  }
  appendFileSync(path.join(paths.dataDir, "postgresql.conf"), `\ninclude_if_exists = '${STACK_CONF}'\n`);
}

export type ClusterState = "absent" | "stopped" | "running";

export async function clusterState(): Promise<ClusterState> {
  const paths = existingClusterPaths();
  if (!paths || !existsSync(path.join(paths.dataDir, "PG_VERSION"))) return "absent";
  const [command, args] = asClusterOwner(path.join(POSTGRES_BIN_DIR, "pg_ctl"), [
    "status",
    `--pgdata=${paths.dataDir}`,
  ]);
  const { code } = await runCommand(command, args);
  return code === 0 ? "running" : "stopped";
}

/** Creates the cluster if needed and starts it; returns whether anything had to be done. */
export async function startCluster(): Promise<{ created: boolean; started: boolean }> {
  const state = await clusterState();
  if (state === "running") return { created: false, started: false };
  const paths = ensureClusterPaths();
  if (state === "absent") await initCluster(paths);

  const confFile = path.join(paths.dataDir, STACK_CONF);
  writeFileSync(confFile, stackSettings(paths));
  giveToClusterOwner(confFile);
  try {
    await pgTool("pg_ctl", ["start", `--pgdata=${paths.dataDir}`, `--log=${paths.logFile}`, "--wait", "--timeout=60"]);
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start.\n${(error as Error).message}\n--- ${paths.logFile} ---\n${tailOfFile(paths.logFile)}`,
    );
  }
  return { created: state === "absent", started: true };
}

export async function stopCluster(): Promise<boolean> {
  if ((await clusterState()) !== "running") return false;
  const paths = existingClusterPaths()!;
  await pgTool("pg_ctl", ["stop", `--pgdata=${paths.dataDir}`, "--mode=fast", "--wait", "--timeout=60"]);
  return true;
}

/** Stops the server and deletes every file of the cluster: the next start begins from initdb. */
export async function destroyCluster(): Promise<void> {
  await stopCluster();
  removeClusterFiles();
}
