-- Records and their retention.
--
-- A record is one inspiration request: the visitor's validated input, the report computed once
-- for it, and its payment state. Visitors (`anon`, `authenticated`) can read no personal data and
-- change nothing, with one exception, the retention cleanup the open browser runs: it may delete
-- a record still `not_requested` 7 days after its creation, exactly what the database's own
-- purge deletes anyway (docs/product.md §3). Every other access goes through edge functions
-- running as `service_role`, and every state change through a function in `private` that locks
-- the row.
--
-- This file also holds what the other domains build on: the `private` schema with its grant
-- helper, and the batched-delete loop every purge runs in.

-- ---------------------------------------------------------------------------------------------
-- The private schema: functions the REST API never exposes
-- ---------------------------------------------------------------------------------------------
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;
grant usage on schema private to service_role;
comment on schema private is
  'Functions and helpers not exposed over the Data API; execute is granted function by function.';

-- PostgreSQL grants execute to PUBLIC by default; every migration that adds a state function
-- calls this to give execute to the edge functions' role alone.
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

-- Supabase's default privileges give the Data API roles every right on new sequences in
-- `public`, which would let a visitor read or advance the identity sequences of tables they
-- cannot even see. Take those rights back for every sequence created from here on.
alter default privileges for role postgres in schema public
  revoke all on sequences from anon, authenticated;

-- What the free preview is built from, kept beside the report: the first 3 suggestions whole and,
-- of suggestions 4–20, only what a locked card says (band, element, themes) and the names their
-- gender lean is read from. An unpaid view (get-inspiration) reads this column, never the report,
-- so suggestions 4–20 stay in the database until the record is paid, and no view reads and parses
-- the whole report (about 55 KB) to use a fifth of it. A stored generated column: the database
-- computes it whenever the report is written. The same cut is written in TypeScript
-- (previewSourceOf in supabase/functions/_core/naming/preview.ts), and a function test holds the
-- view from this column equal to the view of the whole report.
create or replace function private.preview_source_of(p_report jsonb)
returns jsonb
language sql
immutable
parallel safe
security invoker
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'profile', p_report -> 'profile',
    'free', coalesce((
      select pg_catalog.jsonb_agg(s.value order by s.ordinality)
      from pg_catalog.jsonb_array_elements(p_report -> 'suggestions') with ordinality as s
      where s.ordinality <= 3), '[]'::jsonb),
    'locked', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
          'band', s.value -> 'band',
          'element', s.value -> 'element',
          'themes', s.value -> 'themes',
          'givenName', s.value -> 'givenName',
          'middleName', s.value -> 'middleName') order by s.ordinality)
      from pg_catalog.jsonb_array_elements(p_report -> 'suggestions') with ordinality as s
      where s.ordinality > 3), '[]'::jsonb),
    'candidates', p_report -> 'candidates',
    'parents', p_report -> 'parents',
    'parentsReading', p_report -> 'parentsReading')
$$;
comment on function private.preview_source_of(jsonb) is
  'The part of a report the unpaid view is built from: profile, the first 3 suggestions, band, element, themes and names of the others, the candidates and the parents'' reading.';
call private.allow_only_service_role(array['preview_source_of']);

-- ---------------------------------------------------------------------------------------------
-- The record
-- ---------------------------------------------------------------------------------------------
create table if not exists public.name_inspiration_records (
  id uuid primary key default gen_random_uuid(),
  payment_status text not null default 'not_requested'
    constraint name_inspiration_records_payment_status_known
      check (payment_status in ('not_requested', 'pending', 'paid')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  input jsonb not null,
  report jsonb not null,
  preview_source jsonb not null generated always as (private.preview_source_of(report)) stored,
  engine_version text not null,
  paid_at timestamptz,
  consent_notice_version text not null,
  consented_at timestamptz not null default now(),
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
comment on column public.name_inspiration_records.preview_source is
  'What the free preview is built from, computed from report: get-inspiration reads it instead of the whole report until the record is paid. Personal data and partly paid content (the names of suggestions 4–20): never readable by visitors.';
comment on column public.name_inspiration_records.engine_version is
  'Version of the naming engine that computed the report, to tell reports of different engines apart.';
comment on column public.name_inspiration_records.paid_at is
  'When the matching bank transfer was recorded; set exactly when payment_status is paid. Paid records are deleted 24 months after it.';
comment on column public.name_inspiration_records.consent_notice_version is
  'The version of the privacy notice the parent agreed to when making the request (docs/privacy.md).';
comment on column public.name_inspiration_records.consented_at is
  'When the parent ticked the consent box and sent the form: the record''s creation.';

-- Serves the retention delete (cron purge and browser cleanup): only unpaid rows, by age.
create index if not exists name_inspiration_records_not_requested_created_at_idx
  on public.name_inspiration_records (created_at)
  where payment_status = 'not_requested';

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

-- ---------------------------------------------------------------------------------------------
-- The retention rule, written once
-- ---------------------------------------------------------------------------------------------
-- A `not_requested` record is gone 7 days after it was created: the visitor policies let the
-- browser's cleanup delete exactly such rows, the purge deletes them, and no state function finds
-- or moves them (so a visitor who learns a stale id from the cleanup's RETURNING can neither read
-- it nor keep it alive by requesting payment).
--
-- A schema of its own: the policies run as anon and authenticated, who therefore need EXECUTE on
-- the rule. In `public` the REST API would expose it as an RPC; in `private` visitors would have
-- to see the schema that holds the state functions.
--
-- It stays fast: a LANGUAGE sql, STABLE function without SET clauses or SECURITY DEFINER is
-- inlined by the planner, so a delete still sees `payment_status = 'not_requested' and
-- created_at < …` and uses the partial index on created_at (a stack test shows the plan).
create schema if not exists retention;
comment on schema retention is
  'The retention rule the visitor policies, the purge and the state functions share. Not exposed over the REST API.';

create or replace function retention.is_expired_unpaid_record(payment_status text, created_at timestamptz)
returns boolean
language sql
stable
parallel safe
as $$
  select payment_status = 'not_requested' and created_at < pg_catalog.now() - interval '7 days'
$$;
comment on function retention.is_expired_unpaid_record(text, timestamptz) is
  'Retention (7 days, fixed by the product): true for a not_requested record created more than 7 days ago. Such a record is deleted and no function serves it.';

revoke all on schema retention from public;
grant usage on schema retention to anon, authenticated, service_role;
revoke all on function retention.is_expired_unpaid_record(text, timestamptz) from public;
grant execute on function retention.is_expired_unpaid_record(text, timestamptz) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security
-- ---------------------------------------------------------------------------------------------
-- Start from nothing (Supabase's default privileges grant everything to the API roles), then
-- grant exactly what the browser cleanup needs. A DELETE that filters on or returns columns also
-- needs SELECT on them in PostgREST, hence the three readable columns; `input` and `report` stay
-- unreadable. service_role gets the four data operations, not truncate or triggers.
revoke all on table public.name_inspiration_records from public, anon, authenticated, service_role;
grant select (id, payment_status, created_at) on table public.name_inspiration_records to anon, authenticated;
grant delete on table public.name_inspiration_records to anon, authenticated;
grant select, insert, update, delete on table public.name_inspiration_records to service_role;

alter table public.name_inspiration_records enable row level security;

-- One policy per operation and role, each limited to what retention deletes anyway. No insert or
-- update policy exists: visitors cannot write. service_role bypasses RLS.
drop policy if exists "visitors see only expired unpaid records" on public.name_inspiration_records;
create policy "visitors see only expired unpaid records"
  on public.name_inspiration_records for select to anon
  using (retention.is_expired_unpaid_record(payment_status, created_at));

drop policy if exists "visitors delete only expired unpaid records" on public.name_inspiration_records;
create policy "visitors delete only expired unpaid records"
  on public.name_inspiration_records for delete to anon
  using (retention.is_expired_unpaid_record(payment_status, created_at));

drop policy if exists "signed-in users see only expired unpaid records" on public.name_inspiration_records;
create policy "signed-in users see only expired unpaid records"
  on public.name_inspiration_records for select to authenticated
  using (retention.is_expired_unpaid_record(payment_status, created_at));

drop policy if exists "signed-in users delete only expired unpaid records" on public.name_inspiration_records;
create policy "signed-in users delete only expired unpaid records"
  on public.name_inspiration_records for delete to authenticated
  using (retention.is_expired_unpaid_record(payment_status, created_at));

-- ---------------------------------------------------------------------------------------------
-- Finding and locking a live record
-- ---------------------------------------------------------------------------------------------
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
    and not retention.is_expired_unpaid_record(r.payment_status, r.created_at)
$$;
comment on function private.find_live_record(uuid) is
  'The record with this id unless it is missing or an unpaid record past its 7-day retention (then nothing).';

-- Every state function starts here, so the lock and the "missing or expired" answer are written once.
create or replace function private.lock_live_record(p_record_id uuid)
returns public.name_inspiration_records
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  rec public.name_inspiration_records;
begin
  select r.* into rec
  from public.name_inspiration_records r
  where r.id = p_record_id
    and not retention.is_expired_unpaid_record(r.payment_status, r.created_at)
  for update;
  if not found then
    raise exception 'inspiration record % not found', p_record_id using errcode = 'P0002';
  end if;
  return rec;
end;
$$;
comment on function private.lock_live_record(uuid) is
  'Locks and returns a record a state function may change; raises P0002 when it is missing or past its retention.';

call private.allow_only_service_role(array['find_live_record', 'lock_live_record']);

-- ---------------------------------------------------------------------------------------------
-- Purges: one batched-delete loop, and the stale-record purge
-- ---------------------------------------------------------------------------------------------
-- Each purge is a batch function (delete at most batch_size rows no other transaction holds,
-- return the count) run by this loop until a batch comes back short. With commit_each it commits
-- after every batch, so no lock is held longer than one batch (pg_cron calls it that way);
-- without, it runs inside the caller's transaction (tests, manual use). The name is executed
-- dynamically, so only a function of `private` named purge_…_batch may be run; the batch size is
-- checked here, once for every purge.
-- No `set search_path` on a procedure that may COMMIT: the body names everything fully qualified.
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
  if not exists (
    select from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    where p.oid = batch_function and n.nspname = 'private' and p.proname like 'purge\_%\_batch'
  ) then
    raise exception '% is not a purge batch function', batch_function using errcode = '22023';
  end if;
  if batch_size is null or batch_size < 1 then
    raise exception 'batch_size must be a positive integer, got %', batch_size using errcode = '22023';
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
revoke all on procedure private.run_purge_in_batches(regproc, integer, boolean, bigint, numeric) from public, anon, authenticated;

-- One batch of the retention: the oldest stale rows that no other transaction holds (a payment
-- request in flight keeps its row; the next batch or run gets it).
create or replace function private.purge_stale_inspiration_records_batch(batch_size integer default 1000)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  deleted bigint;
begin
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
as $$
begin
  call private.run_purge_in_batches('private.purge_stale_inspiration_records_batch', batch_size, true, deleted, longest_batch_ms);
end;
$$;
comment on procedure private.run_stale_inspiration_record_purge(integer, bigint, numeric) is
  'Retention as pg_cron runs it every 6 hours: deletes not_requested records older than 7 days, committing after each batch; returns the count and the longest batch in ms.';

-- Only their owner (postgres, whom pg_cron runs the jobs as) may call them.
revoke all on function private.purge_stale_inspiration_records_batch(integer) from public, anon, authenticated;
revoke all on function private.purge_stale_inspiration_records(integer) from public, anon, authenticated;
revoke all on procedure private.run_stale_inspiration_record_purge(integer, bigint, numeric) from public, anon, authenticated;

-- pg_cron must live in pg_catalog on hosted Supabase and in the database named by
-- cron.database_name (`postgres`). schedule() upserts by job name, so applying this again keeps
-- one job. Every 6 hours (docs/product.md §3), in cron syntax.
create extension if not exists pg_cron with schema pg_catalog;
select cron.schedule(
  'purge-stale-inspiration-records',
  '0 */6 * * *',
  $$call private.run_stale_inspiration_record_purge()$$
);
