-- Every state change of a record and of the payment tables, as functions that lock what they
-- change (issue 4). They live in `private`, which the REST API does not expose, and only
-- service_role (the edge functions) may execute them. A not_requested record older than 7 days is
-- gone for every purpose (SPEC §3): no function finds it or moves it.

-- A record a function may still serve: anything but an unpaid record past its 7-day retention.
create or replace function private.find_live_record(p_record_id uuid)
returns setof public.name_inspiration_records
language sql
stable
security invoker
set search_path = ''
as $$
  select r.*
  from public.name_inspiration_records r
  where r.id = p_record_id
    and not (r.payment_status = 'not_requested' and r.created_at < now() - interval '7 days')
$$;
comment on function private.find_live_record(uuid) is
  'The record with this id unless it is missing or an unpaid record past its 7-day retention (then nothing).';

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

-- Creates a record unless the caller is over a rate limit (SPEC §6): p_limit_per_ip creations per
-- IP per rolling hour, p_limit_overall overall. Returns the new id, or the seconds until a creation
-- slot frees up (and inserts nothing).
-- Concurrency: creations from one address are serialised by an advisory lock on that address, so
-- they cannot slip past the per-IP limit together. Creations from different addresses run in
-- parallel (one global lock made every creation wait for the others' commit), so the overall limit
-- may be passed by the few creations in flight at the very moment it is reached.
-- Each count stops at its limit, so its cost does not grow with the hour's traffic.
create or replace function private.create_inspiration_record(
  p_input jsonb,
  p_report jsonb,
  p_engine_version text,
  p_client_ip inet,
  p_limit_per_ip integer,
  p_limit_overall integer
)
returns table (record_id uuid, retry_after_seconds integer)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  window_start constant timestamptz := now() - interval '1 hour';
  used integer;
  oldest timestamptz;
  new_id uuid;
begin
  perform pg_advisory_xact_lock(hashtext('private.create_inspiration_record'), hashtext(host(p_client_ip)));

  select count(*), min(recent.created_at) into used, oldest
  from (
    select e.created_at from public.record_creation_events e
    where e.client_ip = p_client_ip and e.created_at > window_start
    order by e.created_at
    limit p_limit_per_ip
  ) as recent;
  if used >= p_limit_per_ip then
    return query select null::uuid, greatest(1, ceil(extract(epoch from oldest + interval '1 hour' - now())))::integer;
    return;
  end if;

  select count(*), min(recent.created_at) into used, oldest
  from (
    select e.created_at from public.record_creation_events e
    where e.created_at > window_start
    order by e.created_at
    limit p_limit_overall
  ) as recent;
  if used >= p_limit_overall then
    return query select null::uuid, greatest(1, ceil(extract(epoch from oldest + interval '1 hour' - now())))::integer;
    return;
  end if;

  insert into public.name_inspiration_records (input, report, engine_version)
  values (p_input, p_report, p_engine_version)
  returning id into new_id;
  insert into public.record_creation_events (client_ip) values (p_client_ip);
  return query select new_id, 0;
end;
$$;
comment on function private.create_inspiration_record(jsonb, jsonb, text, inet, integer, integer) is
  'Inserts a record with its report, or returns retry_after_seconds > 0 (and inserts nothing) when the caller is over a rate limit.';

-- not_requested → pending, idempotent: the first call creates the order with a new transfer code and
-- the amount due frozen at p_amount_vnd; later calls return the same order whatever the price now.
-- Raises P0002 for a missing or expired record.
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
  select r.* into rec
  from public.name_inspiration_records r
  where r.id = p_record_id
    and not (r.payment_status = 'not_requested' and r.created_at < now() - interval '7 days')
  for update;
  if not found then
    raise exception 'inspiration record % not found', p_record_id using errcode = 'P0002';
  end if;

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

-- Grants execute on the named functions of `private` to service_role alone (PostgreSQL grants
-- execute to PUBLIC by default). Every migration that adds a state function calls it.
create or replace procedure private.allow_only_service_role(function_names text[])
language plpgsql
security invoker
set search_path = ''
as $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'private' and p.proname = any (function_names)
  loop
    execute format('revoke all on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end;
$$;
comment on procedure private.allow_only_service_role(text[]) is
  'Migration helper: execute on these private functions for service_role only.';
revoke all on procedure private.allow_only_service_role(text[]) from public, anon, authenticated;

call private.allow_only_service_role(array[
  'find_live_record', 'new_transfer_code', 'create_inspiration_record', 'request_payment', 'mark_record_paid'
]);
