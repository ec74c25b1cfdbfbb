-- The part of a Supabase database that hosted Supabase (and `supabase start`) creates before any
-- migration runs: the Data API roles, the `extensions` and `auth` schemas and the default privileges.
-- A plain Debian PostgreSQL has none of it, so the local stack applies this file first, on every
-- start. Idempotent: every statement is safe to run again on a database that already has it.
-- Follows supabase/postgres's init scripts and the roles Supabase documents.

-- Roles. `anon` and `authenticated` are the two roles a browser can act as; `service_role` is what
-- the edge functions use and bypasses RLS; `authenticator` is the only login the REST stand-in has,
-- and it switches to one of the three per request (NOINHERIT: it holds no privilege by itself).
do $$
begin
  if not exists (select from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_catalog.pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

-- Re-asserted on every run, so a hand-edited role returns to the documented state.
alter role anon nologin noinherit nobypassrls;
alter role authenticated nologin noinherit nobypassrls;
alter role service_role nologin noinherit bypassrls;
alter role authenticator login noinherit nobypassrls password 'postgres';
grant anon, authenticated, service_role to authenticator;

-- Supabase's limits for the Data API roles: a visitor's query cannot hold the database for long.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- Extensions live in their own schema, which the REST API does not expose, so their functions are
-- never callable over /rest/v1.
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
-- pgTAP for `supabase/tests` (pg_prove); `supabase test db` installs it the same way.
create extension if not exists pgtap with schema extensions;

-- Unqualified names resolve in `extensions` too, as on Supabase.
alter role postgres set search_path = "$user", public, extensions;
alter role authenticator set search_path = "$user", public, extensions;
alter role service_role set search_path = "$user", public, extensions;

grant usage on schema public to anon, authenticated, service_role;

-- Supabase's default privileges for objects `postgres` creates in `public`, as a new project has
-- them. Set only before the first migration (no migration history yet), as on hosted Supabase:
-- migrations may change them (ours take the sequence rights back from the visitor roles), and a
-- later start must not undo that. Migrations still grant and revoke explicitly, and pgTAP checks
-- the result.
do $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges for role postgres in schema public
      grant all on tables to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public
      grant all on sequences to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public
      grant all on functions to anon, authenticated, service_role;
  end if;
end
$$;

-- The `auth` helpers Supabase provides for policies. They read the claims PostgREST sets per
-- transaction (`request.jwt.claims`); an unset or empty setting means "no claims", not an error.
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create or replace function auth.jwt()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid()
returns uuid
language sql
stable
set search_path = ''
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

comment on function auth.jwt() is 'The JWT claims of the current request, as PostgREST sets them.';
comment on function auth.uid() is 'The `sub` claim of the current request (null for the anon key).';
comment on function auth.role() is 'The `role` claim of the current request.';
