-- Row-level security is the only thing between a visitor's anon key and the data: it must be on
-- for every table the REST API can reach, and the records table must carry exactly the four
-- cleanup policies (docs/product.md §3).
begin;
select plan(8);

select is_empty(
  $$select c.oid::regclass::text
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity$$,
  'every table in public has row-level security enabled'
);
select ok(
  (select relrowsecurity from pg_catalog.pg_class where oid = 'public.name_inspiration_records'::regclass),
  'name_inspiration_records has row-level security enabled'
);

select policies_are(
  'public', 'name_inspiration_records',
  array[
    'visitors see only expired unpaid records',
    'visitors delete only expired unpaid records',
    'signed-in users see only expired unpaid records',
    'signed-in users delete only expired unpaid records'
  ],
  'name_inspiration_records has exactly the retention cleanup policies'
);
select policy_cmd_is(
  'public', 'name_inspiration_records', 'visitors see only expired unpaid records', 'select',
  'the visitors'' read policy covers select only'
);
select policy_roles_are(
  'public', 'name_inspiration_records', 'visitors see only expired unpaid records', array['anon'],
  'the visitors'' read policy applies to anon only'
);
select policy_cmd_is(
  'public', 'name_inspiration_records', 'visitors delete only expired unpaid records', 'delete',
  'the visitors'' delete policy covers delete only'
);
select policy_roles_are(
  'public', 'name_inspiration_records', 'signed-in users see only expired unpaid records', array['authenticated'],
  'the signed-in read policy applies to authenticated only'
);
select policy_roles_are(
  'public', 'name_inspiration_records', 'signed-in users delete only expired unpaid records', array['authenticated'],
  'the signed-in delete policy applies to authenticated only'
);

select * from finish();
rollback;
