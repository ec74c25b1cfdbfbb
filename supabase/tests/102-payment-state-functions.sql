-- The only transitions a record knows (docs/product.md §3): not_requested → pending by request_payment
-- (idempotent, one stable code, amount frozen), pending → paid by mark_record_paid (final). An
-- unpaid record past its 7 days is gone: no transition accepts it.
begin;
select plan(16);

insert into public.name_inspiration_records (id, payment_status, created_at, input, report, engine_version, consent_notice_version) values
  ('60000000-0000-4000-8000-000000000001', 'not_requested', now() - interval '1 day', '{}', '{}', 'test', 'test'),
  ('60000000-0000-4000-8000-000000000002', 'not_requested', now() - interval '8 days', '{}', '{}', 'test', 'test');

set local role service_role;

create temporary table first_call on commit drop as
  select * from private.request_payment('60000000-0000-4000-8000-000000000001', 49000);

select is((select payment_status from first_call), 'pending', 'requesting payment moves the record to pending');
select matches((select transfer_code from first_call), '^CHT[2-9A-HJ-NP-Z]{6}$', 'the code is CHT + 6 characters without 0/O/1/I');
select is((select amount_due_vnd from first_call), 49000, 'the amount due is the price given at the first request');
select results_eq(
  $$select transfer_code, amount_due_vnd from private.request_payment('60000000-0000-4000-8000-000000000001', 59000)$$,
  $$select transfer_code, 49000 from first_call$$,
  'a second request returns the same code and the frozen amount, whatever the price now'
);
select is(
  (select count(*)::int from public.payment_orders where record_id = '60000000-0000-4000-8000-000000000001'),
  1, 'one record, one order'
);

select throws_ok(
  $$select * from private.request_payment('60000000-0000-4000-8000-000000000002', 49000)$$,
  'P0002', null, 'an unpaid record older than 7 days cannot be moved to pending'
);
select throws_ok(
  $$select * from private.request_payment('6fffffff-0000-4000-8000-000000000000', 49000)$$,
  'P0002', null, 'an unknown record cannot be moved to pending'
);
select is_empty(
  $$select * from private.find_live_record('60000000-0000-4000-8000-000000000002')$$,
  'an expired unpaid record is not found'
);
select isnt_empty(
  $$select * from private.find_live_record('60000000-0000-4000-8000-000000000001')$$,
  'a live record is found'
);

select throws_ok(
  $$select private.mark_record_paid('60000000-0000-4000-8000-000000000002')$$,
  '55000', null, 'a not_requested record cannot jump to paid'
);
select is(private.mark_record_paid('60000000-0000-4000-8000-000000000001'), true, 'pending → paid');
select isnt(
  (select paid_at from public.name_inspiration_records where id = '60000000-0000-4000-8000-000000000001'),
  null, 'a paid record knows when it was paid'
);
select is(private.mark_record_paid('60000000-0000-4000-8000-000000000001'), false, 'paying twice changes nothing');
select is(
  (select payment_status from private.request_payment('60000000-0000-4000-8000-000000000001', 49000)),
  'paid', 'requesting payment again leaves a paid record paid'
);
select throws_ok(
  $$update public.name_inspiration_records set payment_status = 'paid', paid_at = null where id = '60000000-0000-4000-8000-000000000002'$$,
  '23514', null, 'the table itself refuses a paid record without paid_at'
);

reset role;
select is(
  (select payment_status from public.name_inspiration_records where id = '60000000-0000-4000-8000-000000000002'),
  'not_requested', 'the expired record was left as it was'
);

select * from finish();
rollback;
