-- What settles the transfers the webhook cannot: a parent's claim ("Tôi đã chuyển khoản nhưng chưa
-- thấy mở khóa"), and the reconciliation against the gateway's own list for the ones it never
-- delivered. Both credit a transfer through private.apply_transaction, as the webhook does
-- (docs/payment-webhook.md). Visitors get nothing here: RLS on, no policy, functions in `private`.

-- ---------------------------------------------------------------------------------------------
-- A parent's claim: "Tôi đã chuyển khoản nhưng chưa thấy mở khóa"
-- ---------------------------------------------------------------------------------------------
create table if not exists public.payment_claims (
  id bigint generated always as identity primary key,
  record_id uuid not null references public.name_inspiration_records (id) on delete cascade,
  amount_vnd bigint not null constraint payment_claims_amount_positive check (amount_vnd > 0),
  transferred_at timestamptz not null,
  client_key text not null constraint payment_claims_client_key_is_a_digest check (client_key ~ '^[0-9a-f]{64}$'),
  outcome text not null constraint payment_claims_outcome_known check (outcome in ('attached', 'flagged')),
  transaction_id bigint references public.bank_transactions (id) on delete set null,
  created_at timestamptz not null default now(),
  resolved_at timestamptz
);
comment on table public.payment_claims is
  'A parent''s "I paid but nothing unlocked": what they say they sent and when; attached to the one transfer that fits, or flagged for the operator. Goes with its record.';
comment on column public.payment_claims.record_id is 'The record the parent claims for.';
comment on column public.payment_claims.amount_vnd is 'The amount the parent says they sent.';
comment on column public.payment_claims.transferred_at is 'When the parent says the transfer left their bank.';
comment on column public.payment_claims.client_key is 'HMAC of the caller''s address (as for creations): claims are rate-limited per address.';
comment on column public.payment_claims.outcome is 'attached: the one fitting unmatched transfer was credited to the record; flagged: the operator must look.';
comment on column public.payment_claims.transaction_id is 'The transfer attached, for an attached claim.';
comment on column public.payment_claims.resolved_at is 'When the operator settled a flagged claim (ops.attach_transfer or ops.resolve_claim).';
create index if not exists payment_claims_record_id_idx on public.payment_claims (record_id);
create index if not exists payment_claims_client_key_created_at_idx on public.payment_claims (client_key, created_at);
create index if not exists payment_claims_flagged_idx on public.payment_claims (created_at) where outcome = 'flagged' and resolved_at is null;

revoke all on table public.payment_claims from public, anon, authenticated;
grant select, insert, update, delete on table public.payment_claims to service_role;
alter table public.payment_claims enable row level security;

-- The gateway's transaction time ("2026-11-22 10:15:00", Vietnam's clock), or null when it does not read as one.
create or replace function private.gateway_time(p_text text)
returns timestamptz
language plpgsql
immutable
security invoker
set search_path = ''
as $$
begin
  if p_text !~ '^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$' then
    return null;
  end if;
  return (p_text::timestamp) at time zone 'Asia/Ho_Chi_Minh';
exception when others then
  return null;
end;
$$;
comment on function private.gateway_time(text) is 'A gateway''s transaction time (Vietnam''s clock) as a timestamptz; null when unreadable.';

-- The claim: a single unmatched incoming transfer of exactly that amount, within 30 minutes of the
-- time the parent gives, that nobody claimed before, is credited to the record's order; anything
-- else (none, two, a record without an open order) is flagged for the operator. The answer says
-- only which of the two happened: nothing about any transfer. retry_after_seconds > 0 (and
-- nothing written) when this address made p_limit claims in the last hour.
create or replace function private.claim_transfer(
  p_record_id uuid,
  p_amount_vnd bigint,
  p_transferred_at timestamptz,
  p_client_key text,
  p_limit_per_hour integer
)
returns table (outcome text, payment_status text, retry_after_seconds integer)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  rec public.name_inspiration_records;
  payment_order public.payment_orders;
  fitting bigint[];
  recent integer;
  oldest timestamptz;
  result text := 'flagged';
  attached bigint;
begin
  perform pg_advisory_xact_lock(hashtext('private.claim_transfer'), hashtext(p_client_key));
  select count(*), min(c.created_at) into recent, oldest
  from (select c.created_at from public.payment_claims c
        where c.client_key = p_client_key and c.created_at > now() - interval '1 hour'
        order by c.created_at limit p_limit_per_hour) as c;
  if recent >= p_limit_per_hour then
    return query select null::text, null::text,
      greatest(1, ceil(extract(epoch from oldest + interval '1 hour' - now())))::integer;
    return;
  end if;

  rec := private.lock_live_record(p_record_id);
  select o.* into payment_order from public.payment_orders o where o.record_id = p_record_id;

  if payment_order.id is not null and rec.payment_status = 'pending' then
    -- Serialise claims, so two parents cannot both take the same transfer.
    perform pg_advisory_xact_lock(hashtext('private.claim_transfer:transfers'));
    select array_agg(t.id) into fitting
    from public.bank_transactions t
    where t.outcome = 'unmatched' and t.record_id is null and t.transfer_type = 'in'
      and t.refunded_at is null
      and t.amount_vnd = p_amount_vnd
      and coalesce(private.gateway_time(t.transaction_date), t.received_at)
          between p_transferred_at - interval '30 minutes' and p_transferred_at + interval '30 minutes'
      and not exists (select from public.payment_claims c where c.transaction_id = t.id);
    if cardinality(fitting) = 1 then
      attached := fitting[1];
      perform private.apply_transaction(attached, payment_order.id, 'claim');
      result := 'attached';
    end if;
  end if;

  insert into public.payment_claims (record_id, amount_vnd, transferred_at, client_key, outcome, transaction_id)
  values (p_record_id, p_amount_vnd, p_transferred_at, p_client_key, result, attached);

  return query select result, r.payment_status, 0 from public.name_inspiration_records r where r.id = p_record_id;
end;
$$;
comment on function private.claim_transfer(uuid, bigint, timestamptz, text, integer) is
  'A parent''s claim of a transfer: attaches the one unmatched transfer of that amount within 30 minutes, else flags the record for the operator; rate-limited per address.';

-- Serves a parent's claim: unmatched transfers of one amount.
create index if not exists bank_transactions_unmatched_amount_idx on public.bank_transactions (amount_vnd) where outcome = 'unmatched';

call private.allow_only_service_role(array['gateway_time', 'claim_transfer']);

-- ---------------------------------------------------------------------------------------------
-- Reconciliation: transfers the webhook never delivered
-- ---------------------------------------------------------------------------------------------
-- A gateway retries a failed webhook for about half an hour; a longer outage would lose the
-- transfer. Every 30 minutes pg_cron asks the edge function reconcile-transfers to read the
-- gateway's own list of the last 48 hours and record, through private.record_bank_transaction,
-- whatever is missing. The call goes out through pg_net with the project's URL and service key
-- from Vault (docs/operations.md says how to set them); a database without pg_net (the local
-- stack) logs that it cannot, and the function is called directly instead.
create or replace function private.request_transfer_reconciliation()
returns bigint
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  request_id bigint;
begin
  if to_regnamespace('net') is null or to_regclass('vault.decrypted_secrets') is null then
    raise notice 'reconcile-transfers not requested: pg_net or Vault is not installed in this database';
    return null;
  end if;
  execute $sql$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/reconcile-transfers',
      headers := jsonb_build_object(
        'content-type', 'application/json',
        'authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 60000
    )$sql$ into request_id;
  return request_id;
end;
$$;
comment on function private.request_transfer_reconciliation() is
  'Asks the edge function reconcile-transfers (through pg_net, with Vault''s project_url and service_role_key) to record the transfers the webhook missed; returns the pg_net request id, or null where pg_net is absent.';
revoke all on function private.request_transfer_reconciliation() from public, anon, authenticated;

select cron.schedule('reconcile-transfers', '*/30 * * * *', $$select private.request_transfer_reconciliation()$$);
