-- Payments (docs/product.md §5, docs/payment-webhook.md): one payment order per record with its
-- transfer code and the amount due frozen when the order is created; every authenticated webhook
-- delivery kept byte for byte; every bank transaction kept exactly once, matched or not; the two
-- state changes a record knows, not_requested → pending and pending → paid, as functions that lock
-- the row; and the retention of abandoned payments.
-- Visitors get nothing here: RLS is on with no policy for anon or authenticated, every function
-- lives in `private` and only service_role (the edge functions) may execute it.

-- ---------------------------------------------------------------------------------------------
-- Payment orders
-- ---------------------------------------------------------------------------------------------
create table if not exists public.payment_orders (
  id bigint generated always as identity primary key,
  record_id uuid
    constraint payment_orders_one_per_record unique
    references public.name_inspiration_records (id) on delete set null,
  transfer_code text not null
    constraint payment_orders_transfer_code_unique unique
    constraint payment_orders_transfer_code_format check (transfer_code ~ '^CHT[2-9A-HJ-NP-Z]{6}$'),
  amount_due_vnd integer not null constraint payment_orders_amount_due_positive check (amount_due_vnd > 0),
  requested_at timestamptz not null default now()
);
comment on table public.payment_orders is
  'The payment order of a record, created when its payment page is first opened. One per record. When the record is deleted, an order that received money stays for the accounts (code, amount due, time) without its record.';
comment on column public.payment_orders.id is 'The order''s own id: it outlives its record when money was received for it.';
comment on column public.payment_orders.record_id is
  'The record this order pays for; null once the record is deleted (an order without money goes with its record).';
comment on column public.payment_orders.transfer_code is
  'What the payer writes in the transfer content: CHT + 6 characters without 0/O/1/I. Stable for the life of the order.';
comment on column public.payment_orders.amount_due_vnd is
  'The price when the order was created, in VND. A later price change does not affect it.';
comment on column public.payment_orders.requested_at is
  'When payment was first requested; abandoned orders are deleted 30 days after it.';

-- Serves the daily purge of abandoned payments.
create index if not exists payment_orders_requested_at_idx on public.payment_orders (requested_at);

-- ---------------------------------------------------------------------------------------------
-- Raw webhook deliveries: stored before anything else is done with a delivery, so even a body the
-- code cannot parse is kept. bytea, because a body may hold bytes text cannot (a NUL, invalid
-- UTF-8), and an insert that fails would lose the delivery and leave the gateway retrying.
-- ---------------------------------------------------------------------------------------------
create table if not exists public.webhook_deliveries (
  id bigint generated always as identity primary key,
  provider text not null,
  received_at timestamptz not null default now(),
  body bytea not null
);
comment on table public.webhook_deliveries is
  'Every authenticated webhook delivery exactly as it arrived, stored first, for reconciliation and debugging.';
comment on column public.webhook_deliveries.provider is 'Which gateway sent it (sepay, sandbox).';
comment on column public.webhook_deliveries.received_at is 'When the delivery arrived; raw deliveries are deleted 90 days after it.';
comment on column public.webhook_deliveries.body is
  'The raw request body, byte for byte as it arrived and unparsed (bytea: it may hold bytes text cannot, such as NUL).';

-- ---------------------------------------------------------------------------------------------
-- Bank transactions: one row per gateway transaction, whatever became of it.
-- ---------------------------------------------------------------------------------------------
create table if not exists public.bank_transactions (
  id bigint generated always as identity primary key,
  provider text not null,
  provider_transaction_id text not null,
  delivery_id bigint references public.webhook_deliveries (id) on delete set null,
  record_id uuid references public.name_inspiration_records (id) on delete set null,
  transfer_code text,
  amount_vnd bigint not null,
  transfer_type text not null,
  account_number text,
  content text,
  reference_code text,
  transaction_date text,
  outcome text not null
    constraint bank_transactions_outcome_known check (outcome in (
      'paid', 'underpaid', 'after_paid', 'unmatched', 'outgoing', 'other_account'
    )),
  received_at timestamptz not null default now(),
  matched_by text
    constraint bank_transactions_matched_by_known check (matched_by in ('code', 'lookalike', 'claim', 'operator')),
  refunded_at timestamptz,
  constraint bank_transactions_once_per_gateway_transaction unique (provider, provider_transaction_id)
);
comment on table public.bank_transactions is
  'Every incoming bank transaction the gateway reported, exactly once (unique per provider transaction id), matched or not. Kept after its record is deleted.';
comment on column public.bank_transactions.provider is 'Which gateway reported it.';
comment on column public.bank_transactions.provider_transaction_id is 'The gateway''s own id of the transaction; a redelivery carries the same id.';
comment on column public.bank_transactions.delivery_id is 'The raw delivery it came in.';
comment on column public.bank_transactions.record_id is 'The record its transfer code matched; null when unmatched or when the record was later deleted.';
comment on column public.bank_transactions.transfer_code is 'The transfer code found in its content, if any matched an order.';
comment on column public.bank_transactions.amount_vnd is 'The amount transferred, in VND.';
comment on column public.bank_transactions.transfer_type is 'in or out, as the gateway reports it; only incoming transfers count.';
comment on column public.bank_transactions.account_number is 'The account the gateway saw the transfer on; only our configured account counts.';
comment on column public.bank_transactions.content is
  'The transfer content as the bank delivered it (it may name the payer). Set to null when the matched record is deleted.';
comment on column public.bank_transactions.reference_code is 'The bank''s reference for the transfer.';
comment on column public.bank_transactions.transaction_date is 'The bank''s transaction time, as the gateway wrote it.';
comment on column public.bank_transactions.outcome is
  'paid: completed the amount due; underpaid: matched but the total is still short; after_paid: matched a record already paid; unmatched: no order has its code; outgoing / other_account: not a payment to us.';
comment on column public.bank_transactions.received_at is 'When we recorded it.';
comment on column public.bank_transactions.matched_by is
  'How it was matched: code (the exact transfer code), lookalike (a dropped CHT or one look-alike character), claim (the parent''s claim), operator (ops.attach_transfer); null when unmatched.';
comment on column public.bank_transactions.refunded_at is 'When the operator refunded it (ops.mark_refunded): a surplus, or money for no order.';

create index if not exists bank_transactions_record_id_idx on public.bank_transactions (record_id);
-- Serves the set-null on bank_transactions when the 90-day purge deletes a raw delivery.
create index if not exists bank_transactions_delivery_id_idx on public.bank_transactions (delivery_id);

revoke all on table public.payment_orders, public.webhook_deliveries, public.bank_transactions
  from public, anon, authenticated;
grant select, insert, update, delete on table public.payment_orders, public.webhook_deliveries,
  public.bank_transactions to service_role;

alter table public.payment_orders enable row level security;
alter table public.webhook_deliveries enable row level security;
alter table public.bank_transactions enable row level security;

-- ---------------------------------------------------------------------------------------------
-- State changes: not_requested → pending → paid
-- ---------------------------------------------------------------------------------------------
-- CHT + 6 characters from an alphabet without 0/O/1/I. 256 is a multiple of 32, so byte % 32 is unbiased.
create or replace function private.new_transfer_code()
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  random_bytes constant bytea := extensions.gen_random_bytes(6);
  code text := 'CHT';
begin
  for i in 0..5 loop
    code := code || substr(alphabet, (get_byte(random_bytes, i) % 32) + 1, 1);
  end loop;
  return code;
end;
$$;
comment on function private.new_transfer_code() is 'A fresh random transfer code (not checked for uniqueness: the caller''s insert is).';

-- not_requested → pending, idempotent: the first call creates the order with a new transfer code
-- and the amount due frozen at p_amount_vnd; later calls return the same order whatever the price
-- now. Raises P0002 for a missing or expired record.
create or replace function private.request_payment(p_record_id uuid, p_amount_vnd integer)
returns table (payment_status text, transfer_code text, amount_due_vnd integer, paid_at timestamptz)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  rec public.name_inspiration_records;
  payment_order public.payment_orders;
begin
  rec := private.lock_live_record(p_record_id);

  select o.* into payment_order from public.payment_orders o where o.record_id = p_record_id;
  if not found then
    loop
      begin
        insert into public.payment_orders (record_id, transfer_code, amount_due_vnd)
        values (p_record_id, private.new_transfer_code(), p_amount_vnd)
        returning * into payment_order;
        exit;
      exception when unique_violation then
        -- Two orders drew the same code (1 in 10^9): draw again.
      end;
    end loop;
    update public.name_inspiration_records r set payment_status = 'pending' where r.id = p_record_id
    returning r.* into rec;
  end if;

  return query select rec.payment_status, payment_order.transfer_code, payment_order.amount_due_vnd, rec.paid_at;
end;
$$;
comment on function private.request_payment(uuid, integer) is
  'not_requested → pending (idempotent): returns the record''s single payment order, creating it with a new code and the given amount on the first call.';

-- pending → paid. paid is final; not_requested cannot be paid (there is no order to pay).
create or replace function private.mark_record_paid(p_record_id uuid)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  current_status text;
begin
  select r.payment_status into current_status
  from public.name_inspiration_records r
  where r.id = p_record_id
  for update;
  if current_status is null then
    raise exception 'inspiration record % not found', p_record_id using errcode = 'P0002';
  elsif current_status = 'paid' then
    return false;
  elsif current_status <> 'pending' then
    raise exception 'inspiration record % is %, not pending', p_record_id, current_status using errcode = '55000';
  end if;
  update public.name_inspiration_records r set payment_status = 'paid', paid_at = now() where r.id = p_record_id;
  return true;
end;
$$;
comment on function private.mark_record_paid(uuid) is
  'pending → paid under a row lock; returns false when the record was already paid.';

-- ---------------------------------------------------------------------------------------------
-- The webhook's side: store each raw delivery first, record each bank transaction exactly once,
-- add up the transfers of one order
-- ---------------------------------------------------------------------------------------------
create or replace function private.record_webhook_delivery(p_provider text, p_body bytea)
returns bigint
language sql
volatile
security invoker
set search_path = ''
as $$
  insert into public.webhook_deliveries (provider, body) values (p_provider, p_body) returning id
$$;
comment on function private.record_webhook_delivery(text, bytea) is
  'Stores an authenticated webhook delivery exactly as it arrived, before it is parsed; returns its id.';

-- How a transfer is matched to an order (docs/payment-webhook.md, "How a transfer's content is
-- matched"): the caller reads the content into exact codes (a whole CHT code) and fuzzy ones (a
-- dropped CHT, one look-alike character). An exact code that has an order wins; otherwise a fuzzy
-- code that is the one open (pending) order; two candidates in the same tier match nothing.
-- Returns the order, or null; `ambiguous` says why nothing was picked.
create or replace function private.pick_order(p_exact_codes text[], p_fuzzy_codes text[], out order_id bigint, out matched_by text, out ambiguous boolean)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  found_count integer;
begin
  ambiguous := false;
  select count(*), min(o.id) into found_count, order_id
  from public.payment_orders o
  where o.transfer_code = any (coalesce(p_exact_codes, '{}'));
  if found_count = 1 then
    matched_by := 'code';
    return;
  end if;
  if found_count = 0 then
    select count(*), min(o.id) into found_count, order_id
    from public.payment_orders o
    join public.name_inspiration_records r on r.id = o.record_id
    where o.transfer_code = any (coalesce(p_fuzzy_codes, '{}')) and r.payment_status = 'pending';
    if found_count = 1 then
      matched_by := 'lookalike';
      return;
    end if;
  end if;
  ambiguous := found_count > 1;
  order_id := null;
end;
$$;
comment on function private.pick_order(text[], text[]) is
  'The order a transfer''s candidate codes name: the one exact code with an order, else the one open order among the look-alike codes; null (ambiguous or none) otherwise.';

-- Applies a recorded incoming transaction to an order: under the record's row lock, adds it to the
-- transfers already matched, and pays the record when their sum reaches the amount frozen on the
-- order. The one place a transaction is credited, whoever matched it (the webhook, reconciliation,
-- a parent's claim, the operator). Returns the outcome written on the transaction.
create or replace function private.apply_transaction(p_transaction_id bigint, p_order_id bigint, p_matched_by text)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  payment_order public.payment_orders;
  transaction_amount bigint;
  record_status text;
  matched_total bigint;
  result text;
begin
  select o.* into payment_order from public.payment_orders o where o.id = p_order_id;
  select t.amount_vnd into transaction_amount from public.bank_transactions t where t.id = p_transaction_id;
  if payment_order.record_id is null then
    -- An order whose record was deleted: the money is kept apart for a person to refund.
    result := 'unmatched';
  else
    select r.payment_status into record_status
    from public.name_inspiration_records r
    where r.id = payment_order.record_id
    for update;

    if record_status = 'paid' then
      result := 'after_paid';
    else
      select coalesce(sum(t.amount_vnd), 0) + transaction_amount into matched_total
      from public.bank_transactions t
      where t.record_id = payment_order.record_id and t.outcome = 'underpaid';
      if matched_total >= payment_order.amount_due_vnd then
        perform private.mark_record_paid(payment_order.record_id);
        result := 'paid';
      else
        result := 'underpaid';
      end if;
    end if;
  end if;

  update public.bank_transactions t
  set outcome = result,
      record_id = payment_order.record_id,
      transfer_code = payment_order.transfer_code,
      matched_by = case when payment_order.record_id is null then null else p_matched_by end
  where t.id = p_transaction_id;
  return result;
end;
$$;
comment on function private.apply_transaction(bigint, bigint, text) is
  'Credits a recorded incoming transaction to an order under the record''s row lock; pays the record when its transfers reach the amount due. Returns the outcome.';

-- Records one gateway transaction exactly once and applies it. The unique (provider, transaction
-- id) constraint decides who is first, so 50 concurrent redeliveries (or the webhook and the
-- reconciliation racing) insert one row; the others get back what the first one decided.
create or replace function private.record_bank_transaction(
  p_provider text,
  p_transaction_id text,
  p_delivery_id bigint,
  p_exact_codes text[],
  p_fuzzy_codes text[],
  p_amount_vnd bigint,
  p_transfer_type text,
  p_account_number text,
  p_expected_account text,
  p_content text,
  p_reference_code text,
  p_transaction_date text
)
returns table (outcome text, record_id uuid, duplicate boolean)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  transaction_row_id bigint;
  pick record;
  result text;
begin
  insert into public.bank_transactions (
    provider, provider_transaction_id, delivery_id, amount_vnd, transfer_type, account_number,
    content, reference_code, transaction_date, outcome
  )
  values (
    p_provider, p_transaction_id, p_delivery_id, p_amount_vnd, p_transfer_type, p_account_number,
    p_content, p_reference_code, p_transaction_date, 'unmatched'
  )
  on conflict on constraint bank_transactions_once_per_gateway_transaction do nothing
  returning id into transaction_row_id;

  if transaction_row_id is null then
    return query
      select t.outcome, t.record_id, true
      from public.bank_transactions t
      where t.provider = p_provider and t.provider_transaction_id = p_transaction_id;
    return;
  end if;

  if p_transfer_type is distinct from 'in' then
    result := 'outgoing';
  elsif p_account_number is distinct from p_expected_account then
    result := 'other_account';
  else
    pick := private.pick_order(p_exact_codes, p_fuzzy_codes);
    if pick.order_id is null then
      result := 'unmatched';
    else
      result := private.apply_transaction(transaction_row_id, pick.order_id, pick.matched_by);
    end if;
  end if;

  update public.bank_transactions t set outcome = result where t.id = transaction_row_id and t.outcome is distinct from result;
  return query select t.outcome, t.record_id, false from public.bank_transactions t where t.id = transaction_row_id;
end;
$$;
comment on function private.record_bank_transaction(text, text, bigint, text[], text[], bigint, text, text, text, text, text, text) is
  'Records a gateway transaction once (duplicate = true on a redelivery or a reconciliation of a delivered one) and credits it to the order its content names, if exactly one fits.';

-- Where a record's money stands: the amount due on its order, the sum of the incoming transfers
-- matched to it, and when the last one arrived. What payment-status and request-payment answer.
create or replace function private.record_money(p_record_id uuid)
returns table (amount_due_vnd integer, received_vnd bigint, last_received_at timestamptz, transfer_code text)
language sql
stable
security invoker
set search_path = ''
as $$
  select o.amount_due_vnd,
         coalesce(sum(t.amount_vnd) filter (where t.transfer_type = 'in'), 0)::bigint,
         max(t.received_at),
         o.transfer_code
  from public.payment_orders o
  left join public.bank_transactions t on t.record_id = o.record_id
  where o.record_id = p_record_id
  group by o.id
$$;
comment on function private.record_money(uuid) is
  'The record''s amount due, the sum of incoming transfers matched to it, the last one''s time and its transfer code; no row before payment was requested.';

-- ---------------------------------------------------------------------------------------------
-- Abandoned payments: a pending record with no matched transfer is deleted 30 days after payment
-- was requested. Its transactions, if any, keep their row with record_id null.
-- ---------------------------------------------------------------------------------------------
create or replace function private.purge_abandoned_payments_batch(batch_size integer default 500)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted bigint;
begin
  delete from public.name_inspiration_records
  where id in (
    select r.id
    from public.name_inspiration_records r
    join public.payment_orders o on o.record_id = r.id
    where r.payment_status = 'pending'
      and o.requested_at < now() - interval '30 days'
      and not exists (select from public.bank_transactions t where t.record_id = r.id)
    limit batch_size
    for update of r skip locked
  );
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;
comment on function private.purge_abandoned_payments_batch(integer) is
  'Deletes at most batch_size pending records whose payment was requested over 30 days ago with no transfer matched; returns the count.';

create or replace function private.purge_abandoned_payments(batch_size integer default 500)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted bigint;
  longest_batch_ms numeric;
begin
  call private.run_purge_in_batches('private.purge_abandoned_payments_batch', batch_size, false, deleted, longest_batch_ms);
  return deleted;
end;
$$;
comment on function private.purge_abandoned_payments(integer) is
  'Deletes pending records whose payment was requested over 30 days ago with no transfer matched; returns the count.';

call private.allow_only_service_role(array[
  'new_transfer_code', 'request_payment', 'mark_record_paid', 'record_webhook_delivery', 'pick_order',
  'apply_transaction', 'record_bank_transaction', 'record_money', 'purge_abandoned_payments_batch',
  'purge_abandoned_payments'
]);

-- Daily at 03:30 UTC (10:30 in Vietnam). Upserted by name.
select cron.schedule('purge-abandoned-payments', '30 3 * * *', $$select private.purge_abandoned_payments()$$);
