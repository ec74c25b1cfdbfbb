-- A visitor can call no function over /rest/v1 (docs/product.md §3): anon and authenticated must hold EXECUTE
-- on no function in a schema the REST API exposes (config.toml: public, graphql_public).
-- Extensions such as pgTAP live in `extensions`, which is not exposed.
begin;
select plan(6);

select is_empty(
  $$select p.oid::regprocedure::text || ' executable by ' || r.rolname
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    cross join (values ('anon'), ('authenticated')) as r (rolname)
    where n.nspname in ('public', 'graphql_public')
      and pg_catalog.has_function_privilege(r.rolname, p.oid, 'execute')$$,
  'anon and authenticated can execute no function in an exposed schema'
);

select is(
  (select n.nspname::text from pg_catalog.pg_extension e join pg_catalog.pg_namespace n on n.oid = e.extnamespace where e.extname = 'pgtap'),
  'extensions',
  'pgTAP is installed in extensions, not in an exposed schema'
);

-- The state-changing functions live in `private`, which visitors cannot even look into.
select schema_privs_are('private', 'anon', array[]::text[], 'anon has no privilege on schema private');
select schema_privs_are('private', 'authenticated', array[]::text[], 'authenticated has no privilege on schema private');
select function_privs_are(
  'private', 'purge_stale_inspiration_records', array['integer'], 'anon', array[]::text[],
  'anon cannot execute the purge function'
);

-- The check above must catch a function created the way Supabase's default privileges expose it.
create function public.exposed_probe() returns integer language sql as 'select 1';
select isnt_empty(
  $$select p.oid from pg_catalog.pg_proc p
    where p.oid = 'public.exposed_probe()'::regprocedure
      and pg_catalog.has_function_privilege('anon', p.oid, 'execute')$$,
  'a function created in public without revoking is caught as executable by anon'
);

select * from finish();
rollback;
