-- Retention the parents can read in the privacy notice (docs/privacy.md): paid records go 24
-- months after payment, raw deliveries 90 days after they arrived (their transactions stay), and
-- deletion receipts after 30 days; each by pg_cron in the committing batch loop.
begin;
select plan(10);

insert into public.name_inspiration_records (id, payment_status, created_at, paid_at, input, report, engine_version, consent_notice_version) values
  ('a0000000-0000-4000-8000-000000000001', 'paid', now() - interval '25 months', now() - interval '24 months' - interval '1 day', '{}', '{}', 'test', 'test'),
  ('a0000000-0000-4000-8000-000000000002', 'paid', now() - interval '25 months', now() - interval '24 months' + interval '1 day', '{}', '{}', 'test', 'test'),
  ('a0000000-0000-4000-8000-000000000003', 'pending', now() - interval '3 days', null, '{}', '{}', 'test', 'test');
insert into public.payment_orders (record_id, transfer_code, amount_due_vnd) values
  ('a0000000-0000-4000-8000-000000000001', 'CHTRETA22', 49000);
insert into public.bank_transactions (provider, provider_transaction_id, record_id, transfer_code, amount_vnd, transfer_type, content, outcome)
  values ('sepay', 'ret-1', 'a0000000-0000-4000-8000-000000000001', 'CHTRETA22', 49000, 'in', 'CHTRETA22 LE VAN B', 'paid');

select is(private.purge_expired_paid_records_batch(10), 1::bigint, 'one paid record is past its 24 months');
select results_eq(
  $$select id from public.name_inspiration_records where id::text like 'a0000000%' order by id$$,
  $$values ('a0000000-0000-4000-8000-000000000002'::uuid), ('a0000000-0000-4000-8000-000000000003'::uuid)$$,
  'a paid record a day short of 24 months, and any unpaid record, stay'
);
select results_eq(
  $$select record_id, content from public.bank_transactions where provider_transaction_id = 'ret-1'$$,
  $$values (null::uuid, null::text)$$,
  'the purged record''s transaction keeps its amount but not the record or the payer''s words'
);

delete from public.webhook_deliveries;
insert into public.webhook_deliveries (provider, received_at, body) values
  ('sepay', now() - interval '91 days', convert_to('old', 'UTF8')),
  ('sepay', now() - interval '89 days', convert_to('recent', 'UTF8'));
insert into public.bank_transactions (provider, provider_transaction_id, delivery_id, amount_vnd, transfer_type, outcome)
  select 'sepay', 'ret-2', id, 10000, 'in', 'unmatched' from public.webhook_deliveries where body = convert_to('old', 'UTF8');
select is(private.purge_old_webhook_deliveries_batch(10), 1::bigint, 'a raw delivery older than 90 days goes');
select is((select convert_from(body, 'UTF8') from public.webhook_deliveries), 'recent', 'a younger one stays');
select results_eq(
  $$select delivery_id, amount_vnd from public.bank_transactions where provider_transaction_id = 'ret-2'$$,
  $$values (null::bigint, 10000::bigint)$$,
  'the parsed transaction of a purged delivery stays'
);

delete from public.record_deletion_receipts;
insert into public.record_deletion_receipts (id_digest, deleted_at) values ('\x01', now() - interval '31 days'), ('\x02', now() - interval '29 days');
select is(private.purge_deletion_receipts_batch(10), 1::bigint, 'a deletion receipt goes after 30 days');

select results_eq(
  $$select command from cron.job where jobname = 'purge-expired-paid-records'$$,
  $$values ('call private.run_purge_in_batches(''private.purge_expired_paid_records_batch'', 500, true)'::text)$$,
  'pg_cron deletes expired paid records in committed batches'
);
select results_eq(
  $$select command from cron.job where jobname = 'purge-old-webhook-deliveries'$$,
  $$values ('call private.run_purge_in_batches(''private.purge_old_webhook_deliveries_batch'', 1000, true)'::text)$$,
  'pg_cron deletes old raw deliveries in committed batches'
);
select throws_ok(
  $$call private.run_purge_in_batches('private.delete_inspiration_record'::regproc, 10, false)$$,
  '22023', null, 'the batch loop runs only purge batch functions'
);

select * from finish();
rollback;
