-- Parents' data under their control (docs/privacy.md): deletion on request, and data kept only as
-- long as its purpose needs.
--
--   * A record is deleted at once when its parents ask (private.delete_inspiration_record). Any
--     deletion of a record, by request or by a retention purge, also takes what the payment tables
--     hold of it: the raw deliveries and the transfer content that may name the payer. What the
--     accounts need stays, without the record: an order that received money (code, amount due,
--     time) and its transactions (amount, code, time, the bank's reference).
--   * A paid record is deleted 24 months after payment; a raw webhook delivery 90 days after it
--     arrived (its parsed transaction stays). Both by pg_cron, in the same committing batch loop
--     as the other purges.

-- ---------------------------------------------------------------------------------------------
-- Whatever deletes a record forgets its payments too
-- ---------------------------------------------------------------------------------------------
-- A trigger, so no deletion path (the parents' request, a purge, the browser's cleanup) can leave
-- the payer's words behind. Security definer: a deletion may run as a visitor's role, who may not
-- touch the payment tables. Only for records whose payment was requested: a record gets its order
-- in the same statement that makes it pending (private.request_payment), and no transaction or
-- delivery reaches a record but through its order, so a not_requested record has nothing to
-- forget. Run for every row, the function's three statements made the browser's cleanup of a
-- six-hour backlog (35,714 stale records) outlast the visitors' 3 s statement timeout.
create or replace function private.forget_record_payments()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.webhook_deliveries d
  using public.bank_transactions t
  where t.record_id = old.id and d.id = t.delivery_id;

  update public.bank_transactions t
  set content = null, record_id = null
  where t.record_id = old.id;

  -- An order no money was received for means nothing to the accounts. (Its transactions, if
  -- any, were matched to the record, so they were found above by record_id.)
  delete from public.payment_orders o
  where o.record_id = old.id
    and not exists (select from public.bank_transactions t where t.transfer_code = o.transfer_code);

  return old;
end;
$$;
comment on function private.forget_record_payments() is
  'Trigger before a record is deleted: deletes its raw deliveries, blanks its transactions'' content, and deletes its order unless money was received for it.';
revoke all on function private.forget_record_payments() from public, anon, authenticated;

drop trigger if exists name_inspiration_records_forget_payments on public.name_inspiration_records;
create trigger name_inspiration_records_forget_payments
  before delete on public.name_inspiration_records
  for each row when (old.payment_status <> 'not_requested') execute function private.forget_record_payments();

-- Serves the trigger's look-up of an order's transactions by code.
create index if not exists bank_transactions_transfer_code_idx on public.bank_transactions (transfer_code);

-- ---------------------------------------------------------------------------------------------
-- Deletion on request
-- ---------------------------------------------------------------------------------------------
-- A deleted record leaves a receipt holding only a digest of its id, so asking twice (a double
-- tap, a second phone) answers "deleted" again, while the id itself is kept nowhere. Receipts go
-- after 30 days.
create table if not exists public.record_deletion_receipts (
  id_digest bytea primary key,
  deleted_at timestamptz not null default now()
);
comment on table public.record_deletion_receipts is
  'One row per record deleted at its parents'' request: a SHA-256 digest of its id, so a repeated request is answered the same way. Kept 30 days.';
comment on column public.record_deletion_receipts.id_digest is 'SHA-256 of the record id''s text: recognises the id when asked again, reveals nothing.';
comment on column public.record_deletion_receipts.deleted_at is 'When the record was deleted; the receipt goes 30 days after it.';
create index if not exists record_deletion_receipts_deleted_at_idx on public.record_deletion_receipts (deleted_at);

revoke all on table public.record_deletion_receipts from public, anon, authenticated;
grant select, insert, delete on table public.record_deletion_receipts to service_role;
alter table public.record_deletion_receipts enable row level security;

-- outcome: 'deleted', 'already_deleted' (a receipt exists), 'not_found' (never existed, or an
-- unpaid record past its retention, which is gone for every purpose already).
create or replace function private.delete_inspiration_record(p_record_id uuid)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  digest constant bytea := extensions.digest(p_record_id::text, 'sha256');
begin
  perform private.lock_live_record(p_record_id);
  delete from public.name_inspiration_records r where r.id = p_record_id;
  insert into public.record_deletion_receipts (id_digest) values (digest) on conflict do nothing;
  return 'deleted';
exception when no_data_found then
  if exists (select from public.record_deletion_receipts d where d.id_digest = digest) then
    return 'already_deleted';
  end if;
  return 'not_found';
end;
$$;
comment on function private.delete_inspiration_record(uuid) is
  'Deletes a record at its parents'' request, with what the payment tables hold of it; idempotent: a second call answers already_deleted.';

-- ---------------------------------------------------------------------------------------------
-- Retention of paid records, raw deliveries and deletion receipts
-- ---------------------------------------------------------------------------------------------
-- Paid records: 24 months after payment (PAID_RETENTION_MONTHS in docs/privacy.md).
create index if not exists name_inspiration_records_paid_at_idx
  on public.name_inspiration_records (paid_at)
  where payment_status = 'paid';

create or replace function private.purge_expired_paid_records_batch(batch_size integer default 500)
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
    where r.payment_status = 'paid'
      and r.paid_at < now() - interval '24 months'
    order by r.paid_at
    limit batch_size
    for update skip locked
  );
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;
comment on function private.purge_expired_paid_records_batch(integer) is
  'Deletes at most batch_size paid records paid more than 24 months ago, oldest first; returns the count.';

create or replace function private.purge_old_webhook_deliveries_batch(batch_size integer default 1000)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted bigint;
begin
  delete from public.webhook_deliveries
  where id in (
    select d.id
    from public.webhook_deliveries d
    where d.received_at < now() - interval '90 days'
    order by d.received_at
    limit batch_size
    for update skip locked
  );
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;
comment on function private.purge_old_webhook_deliveries_batch(integer) is
  'Deletes at most batch_size raw webhook deliveries older than 90 days (their parsed transactions stay); returns the count.';

create index if not exists webhook_deliveries_received_at_idx on public.webhook_deliveries (received_at);

create or replace function private.purge_deletion_receipts_batch(batch_size integer default 1000)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted bigint;
begin
  delete from public.record_deletion_receipts
  where id_digest in (
    select d.id_digest from public.record_deletion_receipts d
    where d.deleted_at < now() - interval '30 days'
    limit batch_size
    for update skip locked
  );
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;
comment on function private.purge_deletion_receipts_batch(integer) is
  'Deletes at most batch_size deletion receipts older than 30 days; returns the count.';

call private.allow_only_service_role(array['delete_inspiration_record']);
-- The purges are their owner's (postgres, whom pg_cron runs the jobs as).
revoke all on function private.purge_expired_paid_records_batch(integer) from public, anon, authenticated;
revoke all on function private.purge_old_webhook_deliveries_batch(integer) from public, anon, authenticated;
revoke all on function private.purge_deletion_receipts_batch(integer) from public, anon, authenticated;

-- Daily, in Vietnam's night, each committing per batch. Upserted by name.
select cron.schedule('purge-expired-paid-records', '45 19 * * *',
  $$call private.run_purge_in_batches('private.purge_expired_paid_records_batch', 500, true)$$);
select cron.schedule('purge-old-webhook-deliveries', '50 19 * * *',
  $$call private.run_purge_in_batches('private.purge_old_webhook_deliveries_batch', 1000, true)$$);
select cron.schedule('purge-deletion-receipts', '55 19 * * *',
  $$call private.run_purge_in_batches('private.purge_deletion_receipts_batch', 1000, true)$$);
