-- Retention that never holds locks on a large set of rows. A function runs in one transaction, so
-- private.purge_stale_inspiration_records kept every row it deleted locked until its last batch
-- (9 s for a 100,000-row backlog). pg_cron now calls a procedure that commits after each batch:
-- each transaction deletes at most one batch, and a payment request in flight waits for one batch
-- at most. The function stays for callers already inside a transaction (tests, a manual cleanup).

-- One batch: the oldest stale rows that no other transaction holds (a payment request in flight
-- keeps its row; the next batch or run gets it). Returns how many it deleted.
create or replace function private.purge_stale_inspiration_records_batch(batch_size integer default 1000)
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
  -- The rule is inlined, so this still reads the partial index on created_at, oldest first.
  delete from public.name_inspiration_records
  where id in (
    select id
    from public.name_inspiration_records r
    where retention.is_expired_unpaid_record(r.payment_status, r.created_at)
    order by created_at
    limit batch_size
    for update skip locked
  );
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;
comment on function private.purge_stale_inspiration_records_batch(integer) is
  'Deletes at most batch_size not_requested records older than 7 days, oldest first, skipping locked rows; returns the count.';

-- The whole backlog inside the caller's transaction, batch by batch.
create or replace function private.purge_stale_inspiration_records(batch_size integer default 1000)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted_total bigint := 0;
  deleted_in_batch bigint;
begin
  loop
    deleted_in_batch := private.purge_stale_inspiration_records_batch(batch_size);
    deleted_total := deleted_total + deleted_in_batch;
    exit when deleted_in_batch < batch_size;
  end loop;
  return deleted_total;
end;
$$;
comment on function private.purge_stale_inspiration_records(integer) is
  'Retention inside one transaction (tests, manual use): deletes every not_requested record older than 7 days; returns the count. pg_cron calls private.run_stale_inspiration_record_purge instead.';

-- What pg_cron calls: one transaction per batch. `deleted` and `longest_batch_ms` come back as the
-- CALL's result row, so a benchmark can check that no batch held its locks for long.
create or replace procedure private.run_stale_inspiration_record_purge(
  batch_size integer default 1000,
  inout deleted bigint default 0,
  inout longest_batch_ms numeric default 0
)
language plpgsql
security invoker
-- No `set search_path` here: a procedure with a SET clause may not COMMIT. The body names
-- everything fully qualified, and it is security invoker.
as $$
declare
  deleted_in_batch bigint;
  batch_started timestamptz;
begin
  deleted := 0;
  longest_batch_ms := 0;
  loop
    batch_started := pg_catalog.clock_timestamp();
    deleted_in_batch := private.purge_stale_inspiration_records_batch(batch_size);
    commit;
    deleted := deleted + deleted_in_batch;
    longest_batch_ms := greatest(longest_batch_ms,
      round(extract(epoch from pg_catalog.clock_timestamp() - batch_started)::numeric * 1000, 1));
    exit when deleted_in_batch < batch_size;
  end loop;
end;
$$;
comment on procedure private.run_stale_inspiration_record_purge(integer, bigint, numeric) is
  'Retention as pg_cron runs it every 6 hours: deletes not_requested records older than 7 days, committing after each batch; returns the count and the longest batch in ms.';

-- Only their owner (postgres, whom pg_cron runs the job as) may call them.
revoke all on function private.purge_stale_inspiration_records_batch(integer) from public, anon, authenticated;
revoke all on function private.purge_stale_inspiration_records(integer) from public, anon, authenticated;
revoke all on procedure private.run_stale_inspiration_record_purge(integer, bigint, numeric) from public, anon, authenticated;

select cron.schedule(
  'purge-stale-inspiration-records',
  '0 */6 * * *',
  $$call private.run_stale_inspiration_record_purge()$$
);
