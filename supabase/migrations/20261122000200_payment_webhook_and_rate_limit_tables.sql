-- The payment step (SPEC §5, issue 4): one payment order per record with its transfer code and the
-- amount due frozen when the order is created; every webhook delivery and every bank transaction
-- kept exactly once for reconciliation; and the only two state changes a record knows,
-- not_requested → pending and pending → paid, as functions that lock the row.
-- Visitors get nothing here: RLS is on with no policy for anon or authenticated, every function
-- lives in `private` and only service_role (the edge functions) may execute it.

grant usage on schema private to service_role;

-- ---------------------------------------------------------------------------------------------
-- Payment orders
-- ---------------------------------------------------------------------------------------------
create table if not exists public.payment_orders (
  record_id uuid primary key
    references public.name_inspiration_records (id) on delete cascade,
  transfer_code text not null
    constraint payment_orders_transfer_code_unique unique
    constraint payment_orders_transfer_code_format check (transfer_code ~ '^CHT[2-9A-HJ-NP-Z]{6}$'),
  amount_due_vnd integer not null constraint payment_orders_amount_due_positive check (amount_due_vnd > 0),
  requested_at timestamptz not null default now()
);
comment on table public.payment_orders is
  'The payment order of a record, created when its payment page is first opened. One per record.';
comment on column public.payment_orders.record_id is 'The record this order pays for; the order goes when the record goes.';
comment on column public.payment_orders.transfer_code is
  'What the payer writes in the transfer content: CHT + 6 characters without 0/O/1/I. Stable for the life of the order.';
comment on column public.payment_orders.amount_due_vnd is
  'The price when the order was created, in VND. A later price change does not affect it.';
comment on column public.payment_orders.requested_at is
  'When payment was first requested; abandoned orders are deleted 30 days after it.';

-- Serves the daily purge of abandoned payments.
create index if not exists payment_orders_requested_at_idx on public.payment_orders (requested_at);

-- ---------------------------------------------------------------------------------------------
-- Raw webhook deliveries: stored before anything else is done with a delivery, so even a body
-- the code cannot parse is kept.
-- ---------------------------------------------------------------------------------------------
create table if not exists public.webhook_deliveries (
  id bigint generated always as identity primary key,
  provider text not null,
  received_at timestamptz not null default now(),
  body text not null
);
comment on table public.webhook_deliveries is
  'Every authenticated webhook delivery exactly as it arrived, stored first, for reconciliation and debugging.';
comment on column public.webhook_deliveries.provider is 'Which gateway sent it (sepay, sandbox).';
comment on column public.webhook_deliveries.received_at is 'When the delivery arrived.';
comment on column public.webhook_deliveries.body is 'The raw request body, unparsed.';

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
comment on column public.bank_transactions.content is 'The transfer content as the bank delivered it.';
comment on column public.bank_transactions.reference_code is 'The bank''s reference for the transfer.';
comment on column public.bank_transactions.transaction_date is 'The bank''s transaction time, as the gateway wrote it.';
comment on column public.bank_transactions.outcome is
  'paid: completed the amount due; underpaid: matched but the total is still short; after_paid: matched a record already paid; unmatched: no order has its code; outgoing / other_account: not a payment to us.';
comment on column public.bank_transactions.received_at is 'When we recorded it.';

create index if not exists bank_transactions_record_id_idx on public.bank_transactions (record_id);

-- ---------------------------------------------------------------------------------------------
-- Creation events, counted for the rate limits of SPEC §6.
-- ---------------------------------------------------------------------------------------------
create table if not exists public.record_creation_events (
  id bigint generated always as identity primary key,
  client_ip inet not null,
  created_at timestamptz not null default now()
);
comment on table public.record_creation_events is
  'One row per record created, kept for an hour and a bit, to count creations per IP and overall (SPEC §6).';
comment on column public.record_creation_events.client_ip is 'The caller''s IP address, as the gateway reported it.';
comment on column public.record_creation_events.created_at is 'When the record was created.';

create index if not exists record_creation_events_ip_created_at_idx
  on public.record_creation_events (client_ip, created_at);
create index if not exists record_creation_events_created_at_idx
  on public.record_creation_events (created_at);

-- ---------------------------------------------------------------------------------------------
-- Privileges and RLS: nothing for visitors, everything for the functions' service_role.
-- ---------------------------------------------------------------------------------------------
revoke all on table public.payment_orders, public.webhook_deliveries, public.bank_transactions,
  public.record_creation_events from public, anon, authenticated;
grant select, insert, update, delete on table public.payment_orders, public.webhook_deliveries,
  public.bank_transactions, public.record_creation_events to service_role;

alter table public.payment_orders enable row level security;
alter table public.webhook_deliveries enable row level security;
alter table public.bank_transactions enable row level security;
alter table public.record_creation_events enable row level security;
