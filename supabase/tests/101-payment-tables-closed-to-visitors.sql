-- The payment tables hold bank data and visitors' addresses: anon and authenticated can neither
-- read nor write them (RLS on, no policy, no grant), nor reach the private schema's functions;
-- the edge functions' service_role can do all of it.
begin;
select plan(40);

insert into public.name_inspiration_records (id, payment_status, created_at, input, report, engine_version, consent_notice_version)
values ('50000000-0000-4000-8000-000000000001', 'pending', now(), '{}', '{}', 'test', 'test');
insert into public.payment_orders (record_id, transfer_code, amount_due_vnd)
values ('50000000-0000-4000-8000-000000000001', 'CHTABCDEF', 49000);
insert into public.webhook_deliveries (provider, body) values ('sepay', '{"secret":"bank data"}');
insert into public.bank_transactions (provider, provider_transaction_id, amount_vnd, transfer_type, outcome)
values ('sepay', 'tx-101', 49000, 'in', 'unmatched');
insert into public.record_creation_events (client_key) values (repeat('9', 64));

select ok(
  (select bool_and(c.relrowsecurity) from pg_catalog.pg_class c
   where c.oid in ('public.payment_orders'::regclass, 'public.webhook_deliveries'::regclass,
                   'public.bank_transactions'::regclass, 'public.record_creation_events'::regclass)),
  'RLS is on for every payment table'
);

-- 4 tables × 4 operations, for anon then for authenticated: every one refused with 42501.
create temporary table visitor_statements on commit drop as
select t.name as table_name, s.operation, format(s.template, t.name, t.some_column) as statement
from (values
  ('payment_orders', 'transfer_code'), ('webhook_deliveries', 'body'),
  ('bank_transactions', 'outcome'), ('record_creation_events', 'client_key')
) as t(name, some_column)
cross join (values
  ('select', 'select * from public.%I'),
  ('insert', 'insert into public.%I default values'),
  ('update', 'update public.%I set %2$I = %2$I'),
  ('delete', 'delete from public.%I')
) as s(operation, template);
grant select on visitor_statements to anon, authenticated;

set local role anon;
select throws_ok(statement, '42501', null, format('anon cannot %s %s', operation, table_name))
from visitor_statements order by table_name, operation;
select throws_ok(
  $$select * from private.request_payment('50000000-0000-4000-8000-000000000001', 1)$$,
  '42501', null, 'anon cannot call private.request_payment'
);
select throws_ok(
  $$select private.mark_record_paid('50000000-0000-4000-8000-000000000001')$$,
  '42501', null, 'anon cannot call private.mark_record_paid'
);
reset role;

set local role authenticated;
select throws_ok(statement, '42501', null, format('authenticated cannot %s %s', operation, table_name))
from visitor_statements order by table_name, operation;
select throws_ok(
  $$select private.mark_record_paid('50000000-0000-4000-8000-000000000001')$$,
  '42501', null, 'authenticated cannot call private.mark_record_paid'
);
reset role;

set local role service_role;
select is((select count(*)::int from public.payment_orders where transfer_code = 'CHTABCDEF'), 1, 'service_role reads payment orders');
select is((select count(*)::int from public.bank_transactions where provider_transaction_id = 'tx-101'), 1, 'service_role reads bank transactions');
select lives_ok(
  $$select * from private.request_payment('50000000-0000-4000-8000-000000000001', 49000)$$,
  'service_role may call the state functions'
);
reset role;

select is(
  (select payment_status from public.name_inspiration_records where id = '50000000-0000-4000-8000-000000000001'),
  'pending',
  'nothing the visitors tried changed the record'
);

select * from finish();
rollback;
