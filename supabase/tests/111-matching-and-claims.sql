-- Matching as banks write content, and a parent's claim (docs/payment-webhook.md): an exact code
-- with an order wins; otherwise the one open order among the look-alike codes; two in one tier
-- match nothing. A claim attaches the single unmatched transfer of that amount within 30 minutes,
-- else flags; the money state sums what arrived.
begin;
select plan(23);

insert into public.name_inspiration_records (id, payment_status, created_at, paid_at, input, report, engine_version, consent_notice_version) values
  ('b0000000-0000-4000-8000-000000000001', 'pending', now(), null, '{}', '{}', 'test', 'test'),
  ('b0000000-0000-4000-8000-000000000002', 'pending', now(), null, '{}', '{}', 'test', 'test'),
  ('b0000000-0000-4000-8000-000000000003', 'pending', now(), null, '{}', '{}', 'test', 'test'),
  ('b0000000-0000-4000-8000-000000000004', 'paid', now(), now(), '{}', '{}', 'test', 'test'),
  ('b0000000-0000-4000-8000-000000000005', 'pending', now(), null, '{}', '{}', 'test', 'test'),
  ('b0000000-0000-4000-8000-000000000006', 'pending', now(), null, '{}', '{}', 'test', 'test');
insert into public.payment_orders (record_id, transfer_code, amount_due_vnd) values
  ('b0000000-0000-4000-8000-000000000001', 'CHTQAAAA2', 49000),
  ('b0000000-0000-4000-8000-000000000002', 'CHTDAAAA2', 49000),
  ('b0000000-0000-4000-8000-000000000003', 'CHTMNPR32', 49000),
  ('b0000000-0000-4000-8000-000000000004', 'CHTMNPR42', 49000),
  ('b0000000-0000-4000-8000-000000000005', 'CHTCLAJM2', 49000),
  ('b0000000-0000-4000-8000-000000000006', 'CHTCLAJM3', 49000);

set local role service_role;

-- Matching.
select results_eq(
  $$select order_id is not null, matched_by, ambiguous from private.pick_order(array['CHTMNPR32'], '{}')$$,
  $$values (true, 'code'::text, false)$$, 'an exact code with an order is picked'
);
select results_eq(
  $$select order_id is null, ambiguous from private.pick_order(array['CHTMNPR32', 'CHTMNPR42'], '{}')$$,
  $$values (true, true)$$, 'two exact codes with orders are ambiguous: nothing is picked'
);
select results_eq(
  $$select matched_by from private.pick_order('{}', array['CHTMNPR32', 'CHTZZZZZ2'])$$,
  $$values ('lookalike'::text)$$, 'one open order among the look-alike codes is picked'
);
select results_eq(
  $$select order_id is null, ambiguous from private.pick_order('{}', array['CHTQAAAA2', 'CHTDAAAA2'])$$,
  $$values (true, true)$$, 'a look-alike that reads as two open orders is ambiguous'
);
select results_eq(
  $$select order_id is null, ambiguous from private.pick_order('{}', array['CHTMNPR42'])$$,
  $$values (true, false)$$, 'a look-alike never matches an order already paid'
);
select results_eq(
  $$select order_id is not null, matched_by from private.pick_order(array['CHTMNPR32'], array['CHTQAAAA2'])$$,
  $$values (true, 'code'::text)$$, 'an exact code wins over look-alikes'
);
select is(
  (select outcome from private.record_bank_transaction('sepay', 'm1', null, '{}', array['CHTMNPR32'], 20000, 'in', '0123', '0123', 'MNPR32 chuyen tien', null, null)),
  'underpaid', 'a transfer without CHT is credited to the one open order it names'
);
select is((select matched_by from public.bank_transactions where provider_transaction_id = 'm1'), 'lookalike', 'and says how it was matched');
select results_eq(
  $$select outcome, record_id is null from private.record_bank_transaction('sepay', 'm2', null, '{}', array['CHTQAAAA2', 'CHTDAAAA2'], 47000, 'in', '0123', '0123', 'CHT0AAAA2', null, null)$$,
  $$values ('unmatched'::text, true)$$, 'an ambiguous transfer is stored unmatched'
);

-- The money state.
select results_eq(
  $$select amount_due_vnd, received_vnd from private.record_money('b0000000-0000-4000-8000-000000000003')$$,
  $$values (49000, 20000::bigint)$$, 'record_money sums what arrived against the amount due'
);
select is_empty($$select * from private.record_money('b0000000-0000-4000-8000-0000000000ff')$$, 'no order, no money row');

-- Claims: an unmatched 49,000 transfer 10 minutes ago, another one 2 hours ago.
select * from private.record_bank_transaction('sepay', 'c1', null, '{}', '{}', 49000, 'in', '0123', '0123', 'chuyen tien', null,
  to_char(now() at time zone 'Asia/Ho_Chi_Minh' - interval '10 minutes', 'YYYY-MM-DD HH24:MI:SS'));
select * from private.record_bank_transaction('sepay', 'c2', null, '{}', '{}', 49000, 'in', '0123', '0123', 'chuyen tien', null,
  to_char(now() at time zone 'Asia/Ho_Chi_Minh' - interval '2 hours', 'YYYY-MM-DD HH24:MI:SS'));

select results_eq(
  $$select outcome, payment_status, retry_after_seconds from private.claim_transfer('b0000000-0000-4000-8000-000000000005', 48000, now(), repeat('a', 64), 20)$$,
  $$values ('flagged'::text, 'pending'::text, 0)$$, 'a claim of an amount no transfer has is flagged'
);
select results_eq(
  $$select outcome, payment_status from private.claim_transfer('b0000000-0000-4000-8000-000000000005', 49000, now(), repeat('a', 64), 20)$$,
  $$values ('attached'::text, 'paid'::text)$$, 'a claim that fits one unmatched transfer attaches it and pays the record'
);
select results_eq(
  $$select record_id, matched_by from public.bank_transactions where provider_transaction_id = 'c1'$$,
  $$values ('b0000000-0000-4000-8000-000000000005'::uuid, 'claim'::text)$$, 'the attached transfer now belongs to the record'
);
select results_eq(
  $$select outcome from private.claim_transfer('b0000000-0000-4000-8000-000000000006', 49000, now(), repeat('a', 64), 20)$$,
  $$values ('flagged'::text)$$, 'a transfer already claimed is not given to a second record'
);
select results_eq(
  $$select outcome from private.claim_transfer('b0000000-0000-4000-8000-000000000006', 49000, now() - interval '2 hours', repeat('a', 64), 20)$$,
  $$values ('attached'::text)$$, 'the other transfer, two hours back, fits a claim made for its own time'
);
select * from private.record_bank_transaction('sepay', 'c3', null, '{}', '{}', 30000, 'in', '0123', '0123', 'a', null, to_char(now() at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD HH24:MI:SS'));
select * from private.record_bank_transaction('sepay', 'c4', null, '{}', '{}', 30000, 'in', '0123', '0123', 'b', null, to_char(now() at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD HH24:MI:SS'));
select results_eq(
  $$select outcome from private.claim_transfer('b0000000-0000-4000-8000-000000000001', 30000, now(), repeat('b', 64), 20)$$,
  $$values ('flagged'::text)$$, 'two transfers that fit are ambiguous: the claim is flagged, nothing attached'
);
select is(
  (select count(*)::int from public.bank_transactions where provider_transaction_id in ('c3', 'c4') and record_id is null),
  2, 'neither ambiguous transfer was attached'
);
select results_eq(
  $$select outcome from private.claim_transfer('b0000000-0000-4000-8000-000000000004', 49000, now(), repeat('b', 64), 20)$$,
  $$values ('flagged'::text)$$, 'a claim on a record already paid attaches nothing'
);
select throws_ok(
  $$select * from private.claim_transfer('b0000000-0000-4000-8000-0000000000ff', 49000, now(), repeat('b', 64), 20)$$,
  'P0002', null, 'a claim on an unknown record is not found'
);
select ok(
  (select retry_after_seconds > 0 and outcome is null from private.claim_transfer('b0000000-0000-4000-8000-000000000001', 1000, now(), repeat('a', 64), 4)),
  'over the limit, a claim writes nothing and says when to try again'
);
select is((select count(*)::int from public.payment_claims where client_key = repeat('a', 64)), 4, 'the refused claim left no row');

reset role;
select ok(
  not has_function_privilege('anon', 'private.claim_transfer(uuid, bigint, timestamptz, text, integer)', 'execute')
  and not has_table_privilege('anon', 'public.payment_claims', 'select'),
  'visitors can neither claim directly nor read claims'
);

select * from finish();
rollback;
