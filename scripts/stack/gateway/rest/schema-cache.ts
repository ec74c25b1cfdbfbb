// What PostgREST keeps in its schema cache: the exposed schema's tables with their columns and
// primary keys, its functions, and the per-role settings it applies when it switches role. Loaded
// once and reloaded on a miss, so a migration applied while the gateway runs is picked up; misses
// reload at most once a second, so a flood of requests for unknown tables cannot turn into a flood
// of catalog queries that starve the real traffic.
import type { Sql } from "postgres";

export type TableInfo = {
  schema: string;
  name: string;
  columns: ReadonlySet<string>;
  primaryKey: readonly string[];
};

export type FunctionInfo = {
  schema: string;
  name: string;
  /** Names of the input arguments, in order. */
  argNames: readonly string[];
  /** How many leading arguments have no default. */
  requiredArgCount: number;
  returnsSet: boolean;
  returnsVoid: boolean;
  returnsComposite: boolean;
};

type Snapshot = {
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
  roleSettings: Map<string, Array<[string, string]>>;
  /** Every role in the cluster, and those the login role (authenticator) may switch to. */
  roles: ReadonlySet<string>;
  switchableRoles: ReadonlySet<string>;
  loadedAt: number;
};

type FunctionRow = {
  name: string;
  arg_names: string[];
  arg_modes: string[] | null;
  arg_count: number;
  default_count: number;
  returns_set: boolean;
  returns_void: boolean;
  returns_composite: boolean;
};

const INPUT_MODES = new Set(["i", "b", "v"]);

/** The least time between two catalog reloads caused by misses or stale-catalog errors. */
export const MIN_RELOAD_INTERVAL_MS = 1000;

export class SchemaCache {
  private snapshot: Promise<Snapshot> | null = null;
  private stale = false;
  /** How many times the catalog was read: lets a test prove misses do not reload each time. */
  loads = 0;

  constructor(
    private readonly sql: Sql,
    readonly schema: string,
    private readonly minReloadIntervalMs = MIN_RELOAD_INTERVAL_MS,
  ) {}

  async table(name: string): Promise<TableInfo | undefined> {
    return (await this.lookup((s) => s.tables.has(name))).tables.get(name);
  }

  async functions(name: string): Promise<FunctionInfo[]> {
    return (await this.lookup((s) => s.functions.has(name))).functions.get(name) ?? [];
  }

  /** `ALTER ROLE … SET` values (e.g. anon's statement_timeout), which SET ROLE alone does not apply. */
  async roleSettings(role: string): Promise<Array<[string, string]>> {
    return (await this.current()).roleSettings.get(role) ?? [];
  }

  /** Names in the exposed schema, for the "Perhaps you meant" hint. */
  async tableNames(): Promise<string[]> {
    return [...(await this.current()).tables.keys()];
  }

  /**
   * Whether a request may run as `role`: it must be one the login role may switch to. `none` (which
   * `set role` would read as "back to the login role") or an unknown name is not a role here.
   */
  async roleAccess(role: string): Promise<"allowed" | "not-granted" | "unknown"> {
    const snapshot = await this.current();
    if (snapshot.switchableRoles.has(role)) return "allowed";
    return snapshot.roles.has(role) ? "not-granted" : "unknown";
  }

  /** Marks the snapshot stale: a later lookup reads the catalog again (after a migration, say). */
  invalidate(): void {
    this.stale = true;
  }

  private current(): Promise<Snapshot> {
    this.snapshot ??= this.load().catch((error: unknown) => {
      this.snapshot = null;
      throw error;
    });
    return this.snapshot;
  }

  private async lookup(found: (snapshot: Snapshot) => boolean): Promise<Snapshot> {
    let snapshot = await this.current();
    if (this.stale && this.mayReload(snapshot)) snapshot = await this.reload();
    if (found(snapshot) || !this.mayReload(snapshot)) return snapshot;
    return this.reload();
  }

  private mayReload(snapshot: Snapshot): boolean {
    return performance.now() - snapshot.loadedAt >= this.minReloadIntervalMs;
  }

  private reload(): Promise<Snapshot> {
    this.stale = false;
    this.snapshot = null;
    return this.current();
  }

  private async load(): Promise<Snapshot> {
    this.loads += 1;
    const [tables, functions, roleSettings, roles] = await Promise.all([
      this.sql<Array<{ name: string; columns: string[]; primary_key: string[] }>>`
        select c.relname as name,
          coalesce(array_agg(a.attname::text order by a.attnum)
            filter (where a.attnum > 0 and not a.attisdropped), '{}')::text[] as columns,
          coalesce((select array_agg(k.attname::text order by u.position)
            from pg_index i
            cross join lateral unnest(i.indkey) with ordinality as u(attnum, position)
            join pg_attribute k on k.attrelid = i.indrelid and k.attnum = u.attnum
            where i.indrelid = c.oid and i.indisprimary), '{}')::text[] as primary_key
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attribute a on a.attrelid = c.oid
        where n.nspname = ${this.schema} and c.relkind in ('r', 'v', 'm', 'f', 'p')
        group by c.oid, c.relname`,
      this.sql<FunctionRow[]>`
        select p.proname::text as name, coalesce(p.proargnames, '{}')::text[] as arg_names,
          p.proargmodes::text[] as arg_modes, p.pronargs::int as arg_count,
          p.pronargdefaults::int as default_count, p.proretset as returns_set,
          p.prorettype = 'void'::regtype as returns_void,
          (t.typtype = 'c' or p.prorettype = 'record'::regtype) as returns_composite
        from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        join pg_type t on t.oid = p.prorettype
        where n.nspname = ${this.schema} and p.prokind = 'f'`,
      // Database-specific settings come after the global ones so they win, as at login.
      this.sql<Array<{ role: string; settings: string[] }>>`
        select r.rolname::text as role, s.setconfig::text[] as settings
        from pg_db_role_setting s
        join pg_roles r on r.oid = s.setrole
        where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
        order by s.setdatabase`,
      this.sql<Array<{ name: string; switchable: boolean }>>`
        select r.rolname::text as name, pg_has_role(current_user, r.oid, 'member') as switchable
        from pg_roles r`,
    ]);
    return {
      tables: new Map(
        tables.map((t) => [
          t.name,
          {
            schema: this.schema,
            name: t.name,
            columns: new Set(t.columns),
            primaryKey: t.primary_key,
          },
        ]),
      ),
      functions: groupFunctions(this.schema, functions),
      roleSettings: groupRoleSettings(roleSettings),
      roles: new Set(roles.map((role) => role.name)),
      switchableRoles: new Set(roles.filter((role) => role.switchable).map((role) => role.name)),
      loadedAt: performance.now(),
    };
  }
}

function groupFunctions(schema: string, rows: FunctionRow[]): Map<string, FunctionInfo[]> {
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of rows) {
    const argNames =
      row.arg_modes === null
        ? row.arg_names
        : row.arg_names.filter((_, index) => INPUT_MODES.has(row.arg_modes![index]!));
    const info: FunctionInfo = {
      schema,
      name: row.name,
      argNames,
      requiredArgCount: row.arg_count - row.default_count,
      returnsSet: row.returns_set,
      returnsVoid: row.returns_void,
      returnsComposite: row.returns_composite,
    };
    functions.set(row.name, [...(functions.get(row.name) ?? []), info]);
  }
  return functions;
}

function groupRoleSettings(rows: Array<{ role: string; settings: string[] }>): Map<string, Array<[string, string]>> {
  const settings = new Map<string, Array<[string, string]>>();
  for (const row of rows) {
    const pairs = row.settings.map((entry): [string, string] => {
      const equals = entry.indexOf("=");
      return [entry.slice(0, equals), entry.slice(equals + 1)];
    });
    settings.set(row.role, [...(settings.get(row.role) ?? []), ...pairs]);
  }
  return settings;
}
