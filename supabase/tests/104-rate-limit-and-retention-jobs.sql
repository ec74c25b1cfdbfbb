-- create_inspiration_record's limits (docs/product.md §6) and the payment-side retention (docs/product.md §3): pending
-- records abandoned for 30 days go, transactions stay; the jobs are scheduled.
begin;
select plan(11);

delete from public.record_creation_events;
set local role service_role;

select is(
  (select count(*)::int from generate_series(1, 20) as attempt,
     -- Correlated with `attempt`, so the function runs once per row instead of once in all.
     lateral private.create_inspiration_record(jsonb_build_object('attempt', attempt), '{}', 'test', 'test', repeat('1', 64), 20, 2000) as created
   where created.record_id is not null),
  20, 'twenty records from one address within the hour are accepted'
);
select ok(
  (select retry_after_seconds > 0 and record_id is null
   from private.create_inspiration_record('{}', '{}', 'test', 'test', repeat('1', 64), 20, 2000)),
  'the 21st is refused with a retry time'
);
select isnt(
  (select record_id from private.create_inspiration_record('{}', '{}', 'test', 'test', repeat('2', 64), 20, 2000)),
  null, 'another address is not affected'
);
select ok(
  (select retry_after_seconds > 0 from private.create_inspiration_record('{}', '{}', 'test', 'test', repeat('3', 64), 20, 21)),
  'the overall limit counts every address'
);
select is((select count(*)::int from public.record_creation_events), 21, 'refused attempts leave no trace');

reset role;
insert into public.name_inspiration_records (id, payment_status, created_at, paid_at, input, report, engine_version, consent_notice_version) values
  ('80000000-0000-4000-8000-000000000001', 'pending', now() - interval '40 days', null, '{}', '{}', 'test', 'test'),
  ('80000000-0000-4000-8000-000000000002', 'pending', now() - interval '40 days', null, '{}', '{}', 'test', 'test'),
  ('80000000-0000-4000-8000-000000000003', 'pending', now() - interval '40 days', null, '{}', '{}', 'test', 'test'),
  ('80000000-0000-4000-8000-000000000004', 'paid', now() - interval '40 days', now(), '{}', '{}', 'test', 'test');
insert into public.payment_orders (record_id, transfer_code, amount_due_vnd, requested_at) values
  ('80000000-0000-4000-8000-000000000001', 'CHTAAAAA2', 49000, now() - interval '31 days'),
  ('80000000-0000-4000-8000-000000000002', 'CHTAAAAA3', 49000, now() - interval '29 days'),
  ('80000000-0000-4000-8000-000000000003', 'CHTAAAAA4', 49000, now() - interval '31 days'),
  ('80000000-0000-4000-8000-000000000004', 'CHTAAAAA5', 49000, now() - interval '31 days');
insert into public.bank_transactions (provider, provider_transaction_id, record_id, amount_vnd, transfer_type, outcome)
values ('sepay', 'partial-1', '80000000-0000-4000-8000-000000000003', 10000, 'in', 'underpaid');

select is(private.purge_abandoned_payments(), 1::bigint, 'one abandoned payment is purged');
select results_eq(
  $$select id from public.name_inspiration_records where id::text like '80000000%' order by id$$,
  $$values ('80000000-0000-4000-8000-000000000002'::uuid), ('80000000-0000-4000-8000-000000000003'::uuid), ('80000000-0000-4000-8000-000000000004'::uuid)$$,
  'recent, partly paid and paid records are kept'
);
select is((select count(*)::int from public.payment_orders where transfer_code = 'CHTAAAAA2'), 0, 'its order went with it');

select is(
  (select schedule from cron.job where jobname = 'purge-abandoned-payments'), '30 3 * * *',
  'abandoned payments are purged daily'
);
select is(
  (select command from cron.job where jobname = 'purge-abandoned-payments'), 'select private.purge_abandoned_payments()',
  'by the purge function'
);
select is(
  (select schedule from cron.job where jobname = 'purge-record-creation-events'), '15 * * * *',
  'rate-limit events are purged hourly'
);

select * from finish();
rollback;
