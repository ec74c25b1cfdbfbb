-- The free preview's source, kept beside the report.
--
-- An unpaid record's view (get-inspiration) is built from a small part of its report: the first 3
-- suggestions whole, and of suggestions 4–20 only what a locked card says (band, element, themes)
-- plus the names its gender lean is read from on the server. Reading and parsing the whole report
-- (about 55 KB) on every view cost more than building the view. This column holds that part (about
-- 10 KB), computed by the database from the report whenever the report is written, so:
--   - an unpaid read fetches this column, never the report: suggestions 4–20 do not leave the
--     database in full until the record is paid;
--   - records made before this migration get it when the column is added (a stored generated
--     column is computed for every existing row), and a report replaced later (a paid record's
--     chosen chữ Hán) gets it again.
-- The cut is written once here and once in TypeScript (previewSourceOf in
-- supabase/functions/_core/naming/preview.ts, used where a report is at hand); a function test
-- holds get-inspiration's view from this column equal to the view of the whole report.

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

alter table public.name_inspiration_records
  add column if not exists preview_source jsonb not null
    generated always as (private.preview_source_of(report)) stored;
comment on column public.name_inspiration_records.preview_source is
  'What the free preview is built from, computed from report: get-inspiration reads it instead of the whole report until the record is paid. Personal data and partly paid content (the names of suggestions 4–20): never readable by visitors.';
