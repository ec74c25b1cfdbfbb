-- record_bank_transaction (docs/product.md §5): each gateway transaction stored once, whatever became of it;
-- transfers of one order add up against the amount frozen on the order.
begin;
select plan(14);

insert into public.name_inspiration_records (id, payment_status, created_at, input, report, engine_version, consent_notice_version) values
  ('70000000-0000-4000-8000-000000000001', 'pending', now(), '{}', '{}', 'test', 'test'),
  ('70000000-0000-4000-8000-000000000002', 'pending', now(), '{}', '{}', 'test', 'test');
insert into public.payment_orders (record_id, transfer_code, amount_due_vnd) values
  ('70000000-0000-4000-8000-000000000001', 'CHTSPLXT2', 49000),
  ('70000000-0000-4000-8000-000000000002', 'CHTWHQLE2', 49000);

set local role service_role;

-- Arguments: provider, transaction id, delivery, exact codes, look-alike codes, amount, type, account, expected account, content, reference, date.
select is(
  (select outcome from private.record_bank_transaction('sepay', 'a1', null, array['CHTSPLXT2'], '{}', 20000, 'in', '0123', '0123', 'CHTSPLXT2', null, null)),
  'underpaid', 'a short transfer is underpaid'
);
select is(
  (select payment_status from public.name_inspiration_records where id = '70000000-0000-4000-8000-000000000001'),
  'pending', 'an underpaid record stays pending'
);
select results_eq(
  $$select outcome, duplicate from private.record_bank_transaction('sepay', 'a1', null, array['CHTSPLXT2'], '{}', 20000, 'in', '0123', '0123', 'CHTSPLXT2', null, null)$$,
  $$values ('underpaid'::text, true)$$,
  'a redelivery is reported as a duplicate with the first outcome'
);
select is(
  (select count(*)::int from public.bank_transactions where provider = 'sepay' and provider_transaction_id = 'a1'),
  1, 'a redelivery stores nothing more'
);
select is(
  (select outcome from private.record_bank_transaction('sepay', 'a2', null, array['CHTSPLXT2'], '{}', 29000, 'in', '0123', '0123', 'CHTSPLXT2', null, null)),
  'paid', 'the second part completes the amount due'
);
select is(
  (select payment_status from public.name_inspiration_records where id = '70000000-0000-4000-8000-000000000001'),
  'paid', 'split transfers that add up pay the record'
);
select is(
  (select outcome from private.record_bank_transaction('sepay', 'a3', null, array['CHTSPLXT2'], '{}', 49000, 'in', '0123', '0123', 'CHTSPLXT2', null, null)),
  'after_paid', 'a transfer for a paid record is kept as after_paid'
);

select is(
  (select outcome from private.record_bank_transaction('sepay', 'b1', null, array['CHTWHQLE2'], '{}', 49000, 'out', '0123', '0123', 'CHTWHQLE2', null, null)),
  'outgoing', 'an outgoing transfer is not a payment'
);
select is(
  (select outcome from private.record_bank_transaction('sepay', 'b2', null, array['CHTWHQLE2'], '{}', 49000, 'in', '9999', '0123', 'CHTWHQLE2', null, null)),
  'other_account', 'a transfer to another account is not a payment'
);
select is(
  (select outcome from private.record_bank_transaction('sepay', 'b3', null, array['CHTNOP3ZZ'], '{}', 49000, 'in', '0123', '0123', 'CHTNOP3ZZ', null, null)),
  'unmatched', 'an unknown code is stored as unmatched'
);
select is(
  (select payment_status from public.name_inspiration_records where id = '70000000-0000-4000-8000-000000000002'),
  'pending', 'none of those unlocked the record'
);
select is(
  (select outcome from private.record_bank_transaction('sepay', 'b4', null, array['CHTNOP3ZZ', 'CHTWHQLE2'], '{}', 49000, 'in', '0123', '0123', 'x', null, null)),
  'paid', 'of two codes in one content, the only one that names an order is used'
);
select is(
  (select outcome from private.record_bank_transaction('sandbox', 'b4', null, array['CHTWHQLE2'], '{}', 1, 'in', '0123', '0123', 'x', null, null)),
  'after_paid', 'transaction ids are unique per provider, not across providers'
);

reset role;
delete from public.name_inspiration_records where id = '70000000-0000-4000-8000-000000000001';
select is(
  (select count(*)::int from public.bank_transactions where provider_transaction_id in ('a1', 'a2', 'a3') and record_id is null),
  3, 'transactions outlive their record, with the reference set to null'
);

select * from finish();
rollback;
