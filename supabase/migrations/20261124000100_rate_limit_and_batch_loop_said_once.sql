-- Two pieces of SQL that were written out more than once, now written once and called:
--   - the rate-limit count (per address, and overall) of create_inspiration_record;
--   - the batched-delete loop of the stale-record purge (once per transaction and once committing
--     per batch) and of the abandoned-payment purge.
-- Earlier migrations stay as they ran; this one replaces the functions that restated the SQL.

-- Seconds until a creation slot frees up for this address (or, with p_client_ip null, for everyone):
-- when the last rolling hour already holds p_limit creations, the wait until the oldest of them
-- leaves the hour; 0 under the limit. The count stops at the limit, so its cost does not grow with
-- the hour's traffic.
create or replace function private.rate_limit_retry_after(p_client_ip inet, p_limit integer)
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select case
    when count(*) >= p_limit
      then greatest(1, ceil(extract(epoch from min(recent.created_at) + interval '1 hour' - now())))::integer
    else 0
  end
  from (
    select e.created_at from public.record_creation_events e
    where (p_client_ip is null or e.client_ip = p_client_ip)
      and e.created_at > now() - interval '1 hour'
    order by e.created_at
    limit p_limit
  ) as recent;
$$;
comment on function private.rate_limit_retry_after(inet, integer) is
  'Seconds until a creation slot frees up for this address (null: for everyone) under p_limit per rolling hour; 0 under the limit.';

-- As before (docs/product.md §6): p_limit_per_ip creations per address per rolling hour, p_limit_overall
-- overall, creations from one address serialised by an advisory lock on it.
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
  wait integer;
  new_id uuid;
begin
  perform pg_advisory_xact_lock(hashtext('private.create_inspiration_record'), hashtext(host(p_client_ip)));

  wait := private.rate_limit_retry_after(p_client_ip, p_limit_per_ip);
  if wait = 0 then
    wait := private.rate_limit_retry_after(null, p_limit_overall);
  end if;
  if wait > 0 then
    return query select null::uuid, wait;
    return;
  end if;

  insert into public.name_inspiration_records (input, report, engine_version)
  values (p_input, p_report, p_engine_version)
  returning id into new_id;
  insert into public.record_creation_events (client_ip) values (p_client_ip);
  return query select new_id, 0;
end;
$$;

-- One batch of the abandoned-payment purge: pending records whose payment was requested over 30
-- days ago with no matched transfer (their transactions keep their row, record_id null).
create or replace function private.purge_abandoned_payments_batch(batch_size integer default 500)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted bigint;
begin
  if batch_size is null or batch_size < 1 then
    raise exception 'batch_size must be a positive integer, got %', batch_size
      using errcode = '22023';
  end if;
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

-- The one batched-delete loop: calls a purge's batch function until a batch comes back short.
-- With commit_each, it commits after every batch so no lock is held longer than one batch (pg_cron
-- calls it that way); without, it runs inside the caller's transaction (tests, manual use).
create or replace procedure private.run_purge_in_batches(
  batch_function regproc,
  batch_size integer,
  commit_each boolean,
  inout deleted bigint default 0,
  inout longest_batch_ms numeric default 0
)
language plpgsql
security invoker
as $$
declare
  deleted_in_batch bigint;
  batch_started timestamptz;
begin
  if batch_function not in (
    'private.purge_stale_inspiration_records_batch'::regproc,
    'private.purge_abandoned_payments_batch'::regproc
  ) then
    raise exception '% is not a purge batch function', batch_function using errcode = '22023';
  end if;
  deleted := 0;
  longest_batch_ms := 0;
  loop
    batch_started := pg_catalog.clock_timestamp();
    execute format('select %s($1)', batch_function) into deleted_in_batch using batch_size;
    if commit_each then
      commit;
    end if;
    deleted := deleted + deleted_in_batch;
    longest_batch_ms := greatest(longest_batch_ms,
      round(extract(epoch from pg_catalog.clock_timestamp() - batch_started)::numeric * 1000, 1));
    exit when deleted_in_batch < batch_size;
  end loop;
end;
$$;
comment on procedure private.run_purge_in_batches(regproc, integer, boolean, bigint, numeric) is
  'The batched-delete loop of every purge: returns the count and the longest batch in ms; commits per batch with commit_each.';

create or replace function private.purge_stale_inspiration_records(batch_size integer default 1000)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted bigint;
  longest_batch_ms numeric;
begin
  call private.run_purge_in_batches('private.purge_stale_inspiration_records_batch', batch_size, false, deleted, longest_batch_ms);
  return deleted;
end;
$$;

create or replace procedure private.run_stale_inspiration_record_purge(
  batch_size integer default 1000,
  inout deleted bigint default 0,
  inout longest_batch_ms numeric default 0
)
language plpgsql
security invoker
as $$
begin
  call private.run_purge_in_batches('private.purge_stale_inspiration_records_batch', batch_size, true, deleted, longest_batch_ms);
end;
$$;

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

call private.allow_only_service_role(array['rate_limit_retry_after', 'purge_abandoned_payments_batch']);
revoke all on procedure private.run_purge_in_batches(regproc, integer, boolean, bigint, numeric) from public, anon, authenticated;
