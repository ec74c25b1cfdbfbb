-- Rate limits on creating a record (docs/product.md §6): at most 20 new records per address and
-- 2,000 overall per rolling hour, counted in the database. The limits themselves come from the
-- functions' configuration and are passed in; the database counts and serialises.
-- Visitors get nothing here: RLS on, no policy, and the functions live in `private`.
-- An address is personal data, and counting needs only to tell addresses apart: the functions
-- store a keyed hash of it (HMAC-SHA-256 with a secret of their environment), never the address.

create table if not exists public.record_creation_events (
  id bigint generated always as identity primary key,
  client_key text not null
    constraint record_creation_events_client_key_is_a_digest check (client_key ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
comment on table public.record_creation_events is
  'One row per record created, kept for an hour and a bit, to count creations per address and overall.';
comment on column public.record_creation_events.client_key is
  'HMAC-SHA-256 (hex) of the caller''s IP address under the functions'' secret: tells addresses apart without storing one.';
comment on column public.record_creation_events.created_at is 'When the record was created.';

create index if not exists record_creation_events_client_key_created_at_idx
  on public.record_creation_events (client_key, created_at);
create index if not exists record_creation_events_created_at_idx
  on public.record_creation_events (created_at);

revoke all on table public.record_creation_events from public, anon, authenticated;
grant select, insert, update, delete on table public.record_creation_events to service_role;
alter table public.record_creation_events enable row level security;

-- Seconds until a creation slot frees up for this address (or, with p_client_key null, for everyone):
-- when the last rolling hour already holds p_limit creations, the wait until the oldest of them
-- leaves the hour; 0 under the limit. The count stops at the limit, so its cost does not grow with
-- the hour's traffic.
create or replace function private.rate_limit_retry_after(p_client_key text, p_limit integer)
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
    where (p_client_key is null or e.client_key = p_client_key)
      and e.created_at > now() - interval '1 hour'
    order by e.created_at
    limit p_limit
  ) as recent;
$$;
comment on function private.rate_limit_retry_after(text, integer) is
  'Seconds until a creation slot frees up for this address (null: for everyone) under p_limit per rolling hour; 0 under the limit.';

-- Creates a record unless the caller is over a limit; then it inserts nothing and returns the
-- seconds until a slot frees up. Creations from one address are serialised by an advisory lock on
-- that address, so they cannot slip past the per-address limit together. Creations from different
-- addresses run in parallel (one global lock made every creation wait for the others' commit), so
-- the overall limit may be passed by the few creations in flight at the very moment it is reached.
create or replace function private.create_inspiration_record(
  p_input jsonb,
  p_report jsonb,
  p_engine_version text,
  p_consent_notice_version text,
  p_client_key text,
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
  perform pg_advisory_xact_lock(hashtext('private.create_inspiration_record'), hashtext(p_client_key));

  wait := private.rate_limit_retry_after(p_client_key, p_limit_per_ip);
  if wait = 0 then
    wait := private.rate_limit_retry_after(null, p_limit_overall);
  end if;
  if wait > 0 then
    return query select null::uuid, wait;
    return;
  end if;

  insert into public.name_inspiration_records (input, report, engine_version, consent_notice_version)
  values (p_input, p_report, p_engine_version, p_consent_notice_version)
  returning id into new_id;
  insert into public.record_creation_events (client_key) values (p_client_key);
  return query select new_id, 0;
end;
$$;
comment on function private.create_inspiration_record(jsonb, jsonb, text, text, text, integer, integer) is
  'Inserts a record with its report and the consent it was made under, or returns retry_after_seconds > 0 (and inserts nothing) when the caller is over a rate limit.';

-- Creation events only matter for an hour: the limits count per rolling hour.
create or replace function private.purge_record_creation_events()
returns bigint
language sql
volatile
security invoker
set search_path = ''
as $$
  with gone as (
    delete from public.record_creation_events where created_at < now() - interval '2 hours' returning 1
  )
  select count(*) from gone
$$;
comment on function private.purge_record_creation_events() is 'Deletes rate-limit events older than 2 hours; returns the count.';

call private.allow_only_service_role(array[
  'rate_limit_retry_after', 'create_inspiration_record', 'purge_record_creation_events'
]);

-- Hourly, upserted by name.
select cron.schedule('purge-record-creation-events', '15 * * * *', $$select private.purge_record_creation_events()$$);
