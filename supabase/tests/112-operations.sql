-- The operator's tools (docs/operations.md): the attention view lists what needs a person; attach
-- and refund settle it and write the audit log; no visitor or function role can reach any of it.
begin;
select plan(14);

insert into public.name_inspiration_records (id, payment_status, created_at, paid_at, input, report, engine_version, consent_notice_version) values
  ('c0000000-0000-4000-8000-000000000001', 'pending', now(), null, '{}', '{}', 'test', 'test'),
  ('c0000000-0000-4000-8000-000000000002', 'pending', now(), null, '{}', '{}', 'test', 'test'),
  ('c0000000-0000-4000-8000-000000000003', 'pending', now(), null, '{}', '{}', 'test', 'test');
insert into public.payment_orders (record_id, transfer_code, amount_due_vnd) values
  ('c0000000-0000-4000-8000-000000000001', 'CHTXPSAA2', 49000),
  ('c0000000-0000-4000-8000-000000000002', 'CHTXPSAB2', 49000),
  ('c0000000-0000-4000-8000-000000000003', 'CHTXPSAC2', 49000);

select * from private.record_bank_transaction('sepay', 'o1', null, '{}', '{}', 49000, 'in', '0123', '0123', 'chuyen tien khong ma', null, null);
select * from private.record_bank_transaction('sepay', 'o2', null, array['CHTXPSAB2'], '{}', 20000, 'in', '0123', '0123', 'CHTXPSAB2', null, null);
update public.bank_transactions set received_at = now() - interval '2 hours' where provider_transaction_id = 'o2';
select * from private.record_bank_transaction('sepay', 'o3', null, array['CHTXPSAC2'], '{}', 49000, 'in', '0123', '0123', 'CHTXPSAC2', null, null);
select * from private.record_bank_transaction('sepay', 'o4', null, array['CHTXPSAC2'], '{}', 49000, 'in', '0123', '0123', 'CHTXPSAC2 lan 2', null, null);
insert into public.payment_claims (record_id, amount_vnd, transferred_at, client_key, outcome)
  values ('c0000000-0000-4000-8000-000000000001', 49000, now(), repeat('c', 64), 'flagged');

select results_eq(
  $$select kind from ops.payments_needing_attention
    where transaction_id = (select id from public.bank_transactions where provider_transaction_id = 'o1')
       or record_id in ('c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000003')
    order by kind$$,
  $$values ('claim'::text), ('overpaid'), ('underpaid'), ('unmatched')$$,
  'the view lists the unmatched transfer, the underpaid record, the paid-twice record and the flagged claim'
);
select is(
  (select amount_vnd from ops.payments_needing_attention where kind = 'overpaid' and record_id = 'c0000000-0000-4000-8000-000000000003'),
  49000::bigint, 'a record paid twice shows its surplus'
);

select is(
  ops.attach_transfer((select id from public.bank_transactions where provider_transaction_id = 'o1'), 'c0000000-0000-4000-8000-000000000001', 'Parent emailed the bank receipt'),
  'paid', 'attaching the unmatched transfer pays the record'
);
select is((select payment_status from public.name_inspiration_records where id = 'c0000000-0000-4000-8000-000000000001'), 'paid', 'the record is paid');
select is(
  (select count(*)::int from ops.payments_needing_attention where record_id = 'c0000000-0000-4000-8000-000000000001' or transaction_id = (select id from public.bank_transactions where provider_transaction_id = 'o1')),
  0, 'the transfer and the claim left the view'
);
select throws_ok(
  $$select ops.attach_transfer((select id from public.bank_transactions where provider_transaction_id = 'o1'), 'c0000000-0000-4000-8000-000000000002', 'again')$$,
  '55000', null, 'a transfer already attached cannot be attached again'
);
select throws_ok(
  $$select ops.attach_transfer((select id from public.bank_transactions where provider_transaction_id = 'o3'), 'c0000000-0000-4000-8000-000000000002', '')$$,
  '55000', null, 'only an unmatched transfer can be attached'
);

select isnt(
  ops.mark_refunded((select id from public.bank_transactions where provider_transaction_id = 'o4'), 'Refunded the second transfer to the payer'),
  null, 'the surplus transfer is marked refunded'
);
select is(
  (select count(*)::int from ops.payments_needing_attention where kind = 'overpaid' and record_id = 'c0000000-0000-4000-8000-000000000003'),
  0, 'a refunded surplus leaves the view'
);
select results_eq(
  $$select action, note from ops.audit_log order by id$$,
  $$values ('attach_transfer'::text, 'Parent emailed the bank receipt'::text), ('mark_refunded', 'Refunded the second transfer to the payer')$$,
  'each action is in the audit log, with its reason'
);
select throws_ok(
  $$select ops.mark_refunded((select id from public.bank_transactions where provider_transaction_id = 'o2'), '  ')$$,
  '23514', null, 'an action without a reason is refused'
);

select schema_privs_are('ops', 'anon', array[]::text[], 'anon cannot look into ops');
select schema_privs_are('ops', 'authenticated', array[]::text[], 'authenticated cannot look into ops');
select is_empty(
  $$select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'ops' and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute') or has_function_privilege('service_role', p.oid, 'execute'))$$,
  'no visitor or function role may call an ops function'
);

select * from finish();
rollback;
