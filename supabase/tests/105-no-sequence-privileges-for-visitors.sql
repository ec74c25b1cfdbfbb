-- Visitors may do nothing but the retention cleanup: no right on any sequence in `public`, neither
-- on those that exist nor on one a later migration creates (Supabase's default privileges would
-- grant them).
begin;
select plan(3);

select is_empty(
  $$select c.relname, r.rolname
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    cross join (values ('anon'), ('authenticated')) as r(rolname)
    where n.nspname = 'public' and c.relkind = 'S'
      and (pg_catalog.has_sequence_privilege(r.rolname, c.oid, 'usage')
        or pg_catalog.has_sequence_privilege(r.rolname, c.oid, 'select')
        or pg_catalog.has_sequence_privilege(r.rolname, c.oid, 'update'))$$,
  'anon and authenticated hold no privilege on any sequence in public'
);

create table public.sequence_probe (id bigint generated always as identity primary key);
select ok(
  not pg_catalog.has_sequence_privilege('anon', 'public.sequence_probe_id_seq', 'usage')
    and not pg_catalog.has_sequence_privilege('authenticated', 'public.sequence_probe_id_seq', 'update'),
  'a sequence created later is not granted to the visitor roles either'
);
select ok(
  pg_catalog.has_sequence_privilege('service_role', 'public.webhook_deliveries_id_seq', 'usage'),
  'service_role keeps its rights on the sequences'
);

select * from finish();
rollback;
