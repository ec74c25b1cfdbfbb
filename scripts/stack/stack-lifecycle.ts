// The stack's lifecycle as the CLI commands see it. Order matters: the database first (the gateway
// needs it to answer /health), then roles and migrations, then the gateway; stopping is the reverse.
import { applySupabaseBootstrap } from "./bootstrap-roles.ts";
import { withDatabase } from "./database-session.ts";
import { gatewayState, startGateway, stopGateway } from "./gateway-process.ts";
import { applyMigrations } from "./migrations.ts";
import { clusterState, destroyCluster, startCluster, stopCluster } from "./postgres-cluster.ts";
import type { StackState } from "./status-lines.ts";

export type Report = (line: string) => void;

async function timed<T>(report: Report, label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  report(`${label} (${Math.round(performance.now() - started)} ms)`);
  return result;
}

/** Idempotent: a second run re-creates nothing and leaves the same state. */
export async function startStack(report: Report): Promise<void> {
  const cluster = await timed(report, "database", startCluster);
  report(`  ${cluster.created ? "created and started" : cluster.started ? "started" : "already running"}`);

  await timed(report, "supabase roles bootstrap", () => withDatabase(applySupabaseBootstrap));
  const migrationLines = await timed(report, "migrations (supabase db push)", applyMigrations);
  for (const line of migrationLines) report(`  ${line}`);

  if ((await gatewayState()) === "not-written-yet") {
    report("gateway: skipped, scripts/stack/gateway/main.ts does not exist yet");
    return;
  }
  const started = await timed(report, "gateway", startGateway);
  report(`  ${started ? "started" : "already running"}`);
}

export async function stopStack(report: Report): Promise<void> {
  report(`gateway: ${(await stopGateway()) ? "stopped" : "was not running"}`);
  report(`database: ${(await stopCluster()) ? "stopped" : "was not running"}`);
}

/** Deletes the whole cluster and builds it again: the one reliable way to reset pg_cron too. */
export async function resetStack(report: Report): Promise<void> {
  report(`gateway: ${(await stopGateway()) ? "stopped" : "was not running"}`);
  await timed(report, "database deleted", destroyCluster);
  await startStack(report);
}

export async function readStackState(): Promise<StackState> {
  const [database, gateway] = await Promise.all([clusterState(), gatewayState()]);
  return { database, gateway };
}
