-- What a signed-in user (role authenticated) can do to name_inspiration_records: exactly what anon
-- can, nothing except the retention cleanup (SPEC §3). Row ids: 1… expired unpaid (the only rows it
-- may see and delete), 2… unpaid but not expired (one a minute short of 7 days), 3… pending, 4… paid.
begin;
select plan(14);

delete from public.name_inspiration_records;
insert into public.name_inspiration_records (id, payment_status, created_at, paid_at, input, report, engine_version) values
  ('10000000-0000-4000-8000-000000000001', 'not_requested', now() - interval '8 days', null, '{"surname":"Nguyễn"}', '{}', 'test'),
  ('10000000-0000-4000-8000-000000000002', 'not_requested', now() - interval '30 days', null, '{"surname":"Trần"}', '{}', 'test'),
  ('20000000-0000-4000-8000-000000000001', 'not_requested', now() - interval '1 hour', null, '{"surname":"Lê"}', '{}', 'test'),
  ('20000000-0000-4000-8000-000000000002', 'not_requested', now() - interval '7 days' + interval '1 minute', null, '{"surname":"Phạm"}', '{}', 'test'),
  ('30000000-0000-4000-8000-000000000001', 'pending', now() - interval '30 days', null, '{"surname":"Hoàng"}', '{}', 'test'),
  ('30000000-0000-4000-8000-000000000002', 'pending', now() - interval '1 hour', null, '{"surname":"Huỳnh"}', '{}', 'test'),
  ('40000000-0000-4000-8000-000000000001', 'paid', now() - interval '30 days', now() - interval '29 days', '{"surname":"Phan"}', '{}', 'test'),
  ('40000000-0000-4000-8000-000000000002', 'paid', now() - interval '1 hour', now(), '{"surname":"Vũ"}', '{}', 'test');

set local role authenticated;
set local request.jwt.claims to '{"role":"authenticated","sub":"00000000-0000-4000-8000-00000000abcd","aud":"authenticated"}';

-- Reading: only the three cleanup columns, only of expired unpaid rows.
select results_eq(
  $$select id from public.name_inspiration_records order by id$$,
  $$values ('10000000-0000-4000-8000-000000000001'::uuid), ('10000000-0000-4000-8000-000000000002'::uuid)$$,
  'authenticated sees only expired unpaid records, none that are fresh, pending or paid'
);
select lives_ok(
  $$select id, payment_status, created_at from public.name_inspiration_records$$,
  'authenticated may read id, payment_status and created_at'
);
select throws_ok($$select input from public.name_inspiration_records$$, '42501', null, 'authenticated cannot read input');
select throws_ok($$select report from public.name_inspiration_records$$, '42501', null, 'authenticated cannot read report');
select throws_ok($$select * from public.name_inspiration_records$$, '42501', null, 'authenticated cannot select every column');
select throws_ok(
  $$delete from public.name_inspiration_records where id = '10000000-0000-4000-8000-000000000001' returning input$$,
  '42501', null, 'authenticated cannot read input through a delete''s RETURNING'
);

-- Writing: no insert, no update at all.
select throws_ok(
  $$insert into public.name_inspiration_records (input, report, engine_version) values ('{}', '{}', 'x')$$,
  '42501', null, 'authenticated cannot insert'
);
select throws_ok(
  $$update public.name_inspiration_records set payment_status = 'paid', paid_at = now()$$,
  '42501', null, 'authenticated cannot update'
);

-- Deleting: a blocked delete raises nothing; it just returns no row.
select is_empty(
  $$delete from public.name_inspiration_records where id = '20000000-0000-4000-8000-000000000001' returning id$$,
  'authenticated cannot delete a fresh unpaid record'
);
select is_empty(
  $$delete from public.name_inspiration_records where id = '20000000-0000-4000-8000-000000000002' returning id$$,
  'authenticated cannot delete an unpaid record a minute short of 7 days'
);
select is_empty(
  $$delete from public.name_inspiration_records where payment_status = 'pending' returning id$$,
  'authenticated cannot delete pending records, however old'
);
select is_empty(
  $$delete from public.name_inspiration_records where payment_status = 'paid' returning id$$,
  'authenticated cannot delete paid records, however old'
);
-- The browser cleanup's exact statement, as the REST API runs it.
select results_eq(
  $$with deleted as (
      delete from public.name_inspiration_records
      where payment_status = 'not_requested' and created_at < now() - interval '7 days'
      returning id
    )
    select id from deleted order by id$$,
  $$values ('10000000-0000-4000-8000-000000000001'::uuid), ('10000000-0000-4000-8000-000000000002'::uuid)$$,
  'authenticated deletes the expired unpaid records and gets their ids back'
);

reset role;
select results_eq(
  $$select id from public.name_inspiration_records order by id$$,
  $$values ('20000000-0000-4000-8000-000000000001'::uuid), ('20000000-0000-4000-8000-000000000002'::uuid),
           ('30000000-0000-4000-8000-000000000001'::uuid), ('30000000-0000-4000-8000-000000000002'::uuid),
           ('40000000-0000-4000-8000-000000000001'::uuid), ('40000000-0000-4000-8000-000000000002'::uuid)$$,
  'after authenticated''s attempts, every fresh, pending and paid record is still there'
);

select * from finish();
rollback;
