-- The database side of retention: private.purge_stale_inspiration_records deletes exactly the
-- not_requested records older than 7 days, in batches, and returns how many it deleted.
-- Row ids: 1… expired unpaid, 2… unpaid but not expired, 3… pending, 4… paid.
begin;
select plan(6);

delete from public.name_inspiration_records;
insert into public.name_inspiration_records (id, payment_status, created_at, paid_at, input, report, engine_version, consent_notice_version) values
  ('10000000-0000-4000-8000-000000000001', 'not_requested', now() - interval '8 days', null, '{}', '{}', 'test', 'test'),
  ('10000000-0000-4000-8000-000000000002', 'not_requested', now() - interval '30 days', null, '{}', '{}', 'test', 'test'),
  ('10000000-0000-4000-8000-000000000003', 'not_requested', now() - interval '7 days' - interval '1 minute', null, '{}', '{}', 'test', 'test'),
  ('20000000-0000-4000-8000-000000000001', 'not_requested', now() - interval '1 hour', null, '{}', '{}', 'test', 'test'),
  ('20000000-0000-4000-8000-000000000002', 'not_requested', now() - interval '7 days' + interval '1 minute', null, '{}', '{}', 'test', 'test'),
  ('30000000-0000-4000-8000-000000000001', 'pending', now() - interval '30 days', null, '{}', '{}', 'test', 'test'),
  ('40000000-0000-4000-8000-000000000001', 'paid', now() - interval '30 days', now() - interval '29 days', '{}', '{}', 'test', 'test');

-- A batch of 2 for 3 expired rows: the loop must run a second, partial batch.
select is(
  private.purge_stale_inspiration_records(2), 3::bigint,
  'the purge deletes the three expired unpaid records across batches and returns 3'
);
-- Only this test's rows: records other sessions commit meanwhile are not its concern.
select results_eq(
  $$select id from public.name_inspiration_records where engine_version = 'test' order by id$$,
  $$values ('20000000-0000-4000-8000-000000000001'::uuid), ('20000000-0000-4000-8000-000000000002'::uuid),
           ('30000000-0000-4000-8000-000000000001'::uuid), ('40000000-0000-4000-8000-000000000001'::uuid)$$,
  'fresh unpaid, pending and paid records survive the purge'
);
select is(
  private.purge_stale_inspiration_records(), 0::bigint,
  'a second purge finds nothing left to delete'
);
select throws_ok(
  $$select private.purge_stale_inspiration_records(0)$$,
  '22023', null, 'a batch size below 1 is refused'
);

set local role anon;
select throws_ok(
  $$select private.purge_stale_inspiration_records()$$,
  '42501', null, 'anon cannot run the purge'
);
reset role;
set local role authenticated;
select throws_ok(
  $$select private.purge_stale_inspiration_records()$$,
  '42501', null, 'authenticated cannot run the purge'
);
reset role;

select * from finish();
rollback;
