-- The operator's tools (docs/operations.md): money that needs a person, and the two things a person
-- does about it, each written to an audit log. The schema `ops` is never exposed over the REST API
-- (supabase/config.toml lists only public and graphql_public) and no visitor role may even look into
-- it; the operator works in Supabase Studio's table view and SQL editor, as the database owner.

create schema if not exists ops;
revoke all on schema ops from public, anon, authenticated, service_role;
comment on schema ops is
  'The operator''s view of money that needs a person, and the functions to settle it. Not exposed over the Data API; for Supabase Studio.';

-- ---------------------------------------------------------------------------------------------
-- The audit log
-- ---------------------------------------------------------------------------------------------
create table if not exists ops.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor text not null default current_user,
  action text not null constraint audit_log_action_known check (action in ('attach_transfer', 'mark_refunded', 'resolve_claim')),
  transaction_id bigint references public.bank_transactions (id) on delete set null,
  record_id uuid references public.name_inspiration_records (id) on delete set null,
  note text not null constraint audit_log_note_given check (length(btrim(note)) > 0)
);
comment on table ops.audit_log is
  'Every operator action on money: who, when, on which transaction and record, and why. The record reference goes when the record does.';
comment on column ops.audit_log.actor is 'The database role that acted (the operator''s Studio login).';
comment on column ops.audit_log.action is 'attach_transfer, mark_refunded or resolve_claim.';
comment on column ops.audit_log.note is 'Why, in the operator''s words (the bank''s reference, the parent''s email…). Never a parent''s personal data.';
create index if not exists audit_log_transaction_id_idx on ops.audit_log (transaction_id);
create index if not exists audit_log_record_id_idx on ops.audit_log (record_id);
alter table ops.audit_log enable row level security;

-- ---------------------------------------------------------------------------------------------
-- What needs attention
-- ---------------------------------------------------------------------------------------------
-- One row per thing a person must settle, oldest first:
--   unmatched  an incoming transfer to our account that matched no order (and is not refunded);
--   underpaid  a record that received less than its amount due, the last transfer over an hour ago;
--   overpaid   a record that received more than its amount due (one transfer too large, or paid
--              twice), with transfers not yet refunded;
--   claim      a parent's claim that found no single transfer to attach.
create or replace view ops.payments_needing_attention as
with money as (
  select o.record_id, o.transfer_code, o.amount_due_vnd,
         sum(t.amount_vnd)::bigint as received_vnd, max(t.received_at) as last_received_at,
         bool_or(t.refunded_at is not null) as any_refunded
  from public.payment_orders o
  join public.bank_transactions t on t.record_id = o.record_id and t.transfer_type = 'in'
  where o.record_id is not null
  group by o.record_id, o.transfer_code, o.amount_due_vnd
)
select 'unmatched'::text as kind, t.id as transaction_id, null::bigint as claim_id, null::uuid as record_id, t.transfer_code,
       t.amount_vnd, null::bigint as received_vnd, null::integer as amount_due_vnd, t.content,
       t.received_at as since, now() - t.received_at as age
from public.bank_transactions t
where t.outcome = 'unmatched' and t.transfer_type = 'in' and t.refunded_at is null
union all
select 'underpaid', null, null, m.record_id, m.transfer_code, null, m.received_vnd, m.amount_due_vnd, null,
       m.last_received_at, now() - m.last_received_at
from money m
where m.received_vnd < m.amount_due_vnd and m.last_received_at < now() - interval '1 hour'
union all
select 'overpaid', null, null, m.record_id, m.transfer_code, m.received_vnd - m.amount_due_vnd, m.received_vnd,
       m.amount_due_vnd, null, m.last_received_at, now() - m.last_received_at
from money m
where m.received_vnd > m.amount_due_vnd and not m.any_refunded
union all
select 'claim', c.transaction_id, c.id, c.record_id, o.transfer_code, c.amount_vnd, null, o.amount_due_vnd,
       null, c.created_at, now() - c.created_at
from public.payment_claims c
left join public.payment_orders o on o.record_id = c.record_id
where c.outcome = 'flagged' and c.resolved_at is null
order by since;
comment on view ops.payments_needing_attention is
  'Money a person must settle: unmatched transfers, records underpaid for over an hour, overpaid or paid-twice records, flagged claims; oldest first. amount_vnd: the transfer, the surplus (overpaid) or the amount claimed.';

-- ---------------------------------------------------------------------------------------------
-- Settling it
-- ---------------------------------------------------------------------------------------------
-- Credits an unmatched incoming transfer to a record's order (the parent wrote the code wrong, or
-- no code at all), exactly as the webhook would have: the record is paid when its transfers reach
-- the amount due. Settles the record's flagged claims. Returns the transaction's new outcome.
create or replace function ops.attach_transfer(p_transaction_id bigint, p_record_id uuid, p_note text)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  tx public.bank_transactions;
  order_id bigint;
  result text;
begin
  select t.* into tx from public.bank_transactions t where t.id = p_transaction_id for update;
  if tx.id is null then
    raise exception 'no bank transaction %', p_transaction_id using errcode = 'P0002';
  elsif tx.outcome <> 'unmatched' or tx.record_id is not null or tx.transfer_type <> 'in' then
    raise exception 'transaction % is %, not an unmatched incoming transfer', p_transaction_id, tx.outcome using errcode = '55000';
  elsif tx.refunded_at is not null then
    raise exception 'transaction % was refunded', p_transaction_id using errcode = '55000';
  end if;
  perform private.lock_live_record(p_record_id);
  select o.id into order_id from public.payment_orders o where o.record_id = p_record_id;
  if order_id is null then
    raise exception 'record % has no payment order', p_record_id using errcode = '55000';
  end if;

  result := private.apply_transaction(p_transaction_id, order_id, 'operator');
  update public.payment_claims c set resolved_at = now()
  where c.record_id = p_record_id and c.outcome = 'flagged' and c.resolved_at is null;
  insert into ops.audit_log (action, transaction_id, record_id, note) values ('attach_transfer', p_transaction_id, p_record_id, p_note);
  return result;
end;
$$;
comment on function ops.attach_transfer(bigint, uuid, text) is
  'Operator: credits an unmatched incoming transfer to a record''s order (paying it when the sum is reached), settles its flagged claims, and logs why.';

-- Records that a transfer's money went back to the payer (the operator made the refund in the
-- bank). It takes the transfer out of the attention view; it changes no record.
create or replace function ops.mark_refunded(p_transaction_id bigint, p_note text)
returns timestamptz
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  tx public.bank_transactions;
begin
  select t.* into tx from public.bank_transactions t where t.id = p_transaction_id for update;
  if tx.id is null then
    raise exception 'no bank transaction %', p_transaction_id using errcode = 'P0002';
  elsif tx.transfer_type <> 'in' then
    raise exception 'transaction % is not an incoming transfer', p_transaction_id using errcode = '55000';
  elsif tx.refunded_at is not null then
    return tx.refunded_at;
  end if;
  update public.bank_transactions t set refunded_at = now() where t.id = p_transaction_id;
  insert into ops.audit_log (action, transaction_id, record_id, note) values ('mark_refunded', p_transaction_id, tx.record_id, p_note);
  return now();
end;
$$;
comment on function ops.mark_refunded(bigint, text) is
  'Operator: records that a transfer was refunded to its payer (idempotent) and logs why.';

-- A flagged claim settled without attaching anything (the parent had not paid, or paid twice and
-- was refunded): it leaves the attention view.
create or replace function ops.resolve_claim(p_claim_id bigint, p_note text)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  claim public.payment_claims;
begin
  update public.payment_claims c set resolved_at = now()
  where c.id = p_claim_id and c.resolved_at is null
  returning c.* into claim;
  if claim.id is null then
    raise exception 'no open claim %', p_claim_id using errcode = 'P0002';
  end if;
  insert into ops.audit_log (action, transaction_id, record_id, note) values ('resolve_claim', claim.transaction_id, claim.record_id, p_note);
end;
$$;
comment on function ops.resolve_claim(bigint, text) is 'Operator: settles a flagged claim without attaching a transfer, and logs why.';

-- The operator is the database owner (postgres) in Studio; nobody else may call or read these.
revoke all on all functions in schema ops from public, anon, authenticated, service_role;
revoke all on all tables in schema ops from public, anon, authenticated, service_role;
