-- The record of one inspiration request: the visitor's validated input, the report computed once
-- for it, and its payment state. Ships with its row-level security and its retention:
--   * a record still `not_requested` 7 days after creation is deleted (SPEC §3), by a pg_cron job
--     every 6 hours and by the open browser, which may delete exactly those rows and nothing else;
--   * visitors (`anon`, `authenticated`) can read no personal data; every other access goes through
--     edge functions running as `service_role`.
-- Safe to apply again: every object is created with `if not exists` / `or replace`, or upserted.

create table if not exists public.name_inspiration_records (
  id uuid primary key default gen_random_uuid(),
  payment_status text not null default 'not_requested'
    constraint name_inspiration_records_payment_status_known
      check (payment_status in ('not_requested', 'pending', 'paid')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  input jsonb not null,
  report jsonb not null,
  engine_version text not null,
  paid_at timestamptz,
  -- A paid record always knows when it was paid, and only a paid record has that date.
  constraint name_inspiration_records_paid_at_iff_paid
    check ((payment_status = 'paid') = (paid_at is not null))
);

comment on table public.name_inspiration_records is
  'One name-inspiration request: the visitor''s input, the report computed once for it (so a paid report never changes when the data improves) and its payment state. Unpaid records are deleted 7 days after creation.';
comment on column public.name_inspiration_records.id is
  'Random id; the only handle a visitor has on the record (it is the route parameter).';
comment on column public.name_inspiration_records.payment_status is
  'not_requested → pending (payment page opened, transfer code issued) → paid (matching transfer received). paid is final.';
comment on column public.name_inspiration_records.created_at is
  'When the request was made; retention counts 7 days from here for not_requested records.';
comment on column public.name_inspiration_records.updated_at is
  'Last change to the row, kept by a trigger.';
comment on column public.name_inspiration_records.input is
  'The validated inspiration form (surname, gender, birth date, themes, wish, …). Personal data: never readable by visitors.';
comment on column public.name_inspiration_records.report is
  'The full report computed at creation: profile and all suggestions. Only edge functions read it, and they send the paid part only once paid.';
comment on column public.name_inspiration_records.engine_version is
  'Version of the naming engine that computed the report, to tell reports of different engines apart.';
comment on column public.name_inspiration_records.paid_at is
  'When the matching bank transfer was recorded; set exactly when payment_status is paid.';

-- Serves the retention delete (cron purge and browser cleanup): only unpaid rows, by age.
create index if not exists name_inspiration_records_not_requested_created_at_idx
  on public.name_inspiration_records (created_at)
  where payment_status = 'not_requested';

-- Functions the REST API must never expose live in `private`, which no visitor role can even see.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;
comment on schema private is
  'Functions and helpers not exposed over the Data API; execute is granted function by function.';

create or replace function private.set_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.set_updated_at() is 'Trigger: stamps updated_at on every update.';
revoke all on function private.set_updated_at() from public, anon, authenticated;

drop trigger if exists name_inspiration_records_set_updated_at on public.name_inspiration_records;
create trigger name_inspiration_records_set_updated_at
  before update on public.name_inspiration_records
  for each row execute function private.set_updated_at();

-- Privileges: start from nothing (Supabase's default privileges grant everything to the API roles),
-- then grant exactly what the browser cleanup needs. A DELETE that filters on or returns columns
-- also needs SELECT on them (REST-FACTS.md), hence the three readable columns; `input` and `report`
-- stay unreadable. service_role gets the four data operations, not truncate or triggers.
revoke all on table public.name_inspiration_records from public, anon, authenticated, service_role;
grant select (id, payment_status, created_at) on table public.name_inspiration_records to anon, authenticated;
grant delete on table public.name_inspiration_records to anon, authenticated;
grant select, insert, update, delete on table public.name_inspiration_records to service_role;

alter table public.name_inspiration_records enable row level security;

-- One policy per operation and role. Both are limited to what retention deletes anyway, so a
-- hostile visitor can neither see nor delete a fresh, pending or paid record. No insert or update
-- policy exists: visitors cannot write. service_role bypasses RLS.
drop policy if exists "visitors see only expired unpaid records" on public.name_inspiration_records;
drop policy if exists "visitors delete only expired unpaid records" on public.name_inspiration_records;
drop policy if exists "signed-in users see only expired unpaid records" on public.name_inspiration_records;
drop policy if exists "signed-in users delete only expired unpaid records" on public.name_inspiration_records;

create policy "visitors see only expired unpaid records"
  on public.name_inspiration_records for select to anon
  using (payment_status = 'not_requested' and created_at < now() - interval '7 days');

create policy "visitors delete only expired unpaid records"
  on public.name_inspiration_records for delete to anon
  using (payment_status = 'not_requested' and created_at < now() - interval '7 days');

create policy "signed-in users see only expired unpaid records"
  on public.name_inspiration_records for select to authenticated
  using (payment_status = 'not_requested' and created_at < now() - interval '7 days');

create policy "signed-in users delete only expired unpaid records"
  on public.name_inspiration_records for delete to authenticated
  using (payment_status = 'not_requested' and created_at < now() - interval '7 days');

-- Retention in the database: deletes unpaid records older than 7 days in batches, so one run never
-- holds a lock on a large set of rows, and skips rows another transaction has locked (a payment
-- request in flight); the next run gets them. Returns how many rows were deleted.
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
  if batch_size is null or batch_size < 1 then
    raise exception 'batch_size must be a positive integer, got %', batch_size
      using errcode = '22023';
  end if;

  loop
    delete from public.name_inspiration_records
    where id in (
      select id
      from public.name_inspiration_records
      where payment_status = 'not_requested'
        and created_at < now() - interval '7 days'
      order by created_at
      limit batch_size
      for update skip locked
    );
    get diagnostics deleted_in_batch = row_count;
    deleted_total := deleted_total + deleted_in_batch;
    exit when deleted_in_batch < batch_size;
  end loop;

  return deleted_total;
end;
$$;
comment on function private.purge_stale_inspiration_records(integer) is
  'Retention (SPEC §3): deletes not_requested records older than 7 days, batch_size rows at a time; returns the number deleted. Run by pg_cron as postgres.';
-- Only its owner (postgres, whom pg_cron runs the job as) may call it.
revoke all on function private.purge_stale_inspiration_records(integer) from public, anon, authenticated;

-- pg_cron must live in pg_catalog on hosted Supabase and in the database named by
-- cron.database_name (`postgres`). schedule() upserts by job name, so applying this again keeps one job.
create extension if not exists pg_cron with schema pg_catalog;

-- Every 6 hours (SPEC §3). pg_cron has no '6 hours' syntax in the installed versions: use cron syntax.
select cron.schedule(
  'purge-stale-inspiration-records',
  '0 */6 * * *',
  $$select private.purge_stale_inspiration_records()$$
);
