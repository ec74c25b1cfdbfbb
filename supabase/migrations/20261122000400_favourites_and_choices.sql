-- What the parents do with a paid report: mark favourites, and choose the chữ Hán of a name.
--
-- Favourites are kept with the record, so both parents' phones (anyone holding the link) see and
-- change the same list. They change only through private.update_favourites, which locks the row
-- and applies each call's additions and removals to the list as it is then, so two parents marking
-- names at the same moment never lose each other's.
--
-- A chữ Hán choice is applied by the edge function, which recomputes the name's analysis under the
-- choice (the engine lives there) and stores it in place of the old one through
-- private.replace_report_name, so the report and every link to it show the choice from then on;
-- the suggestions are sorted by score again, since the new analysis may score differently.
-- Both only for a paid record: the full analysis is paid content.

alter table public.name_inspiration_records
  add column if not exists favourites text[] not null default '{}';
alter table public.name_inspiration_records
  drop constraint if exists name_inspiration_records_favourites_limit;
alter table public.name_inspiration_records
  add constraint name_inspiration_records_favourites_limit check (cardinality(favourites) <= 20);
comment on column public.name_inspiration_records.favourites is
  'Full names of this report the parents marked, in the order they marked them; at most 20. Paid records only.';

-- outcome: 'ok', 'not_paid' (nothing changed), 'unknown_names' (names holds the ones that are not
-- in this report), 'too_many' (the result would exceed 20). Raises P0002 for a missing or expired
-- record, like the other state functions.
create or replace function private.update_favourites(p_record_id uuid, p_add text[], p_remove text[])
returns table (outcome text, favourites text[], names text[])
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  rec public.name_inspiration_records;
  in_report text[];
  unknown text[];
  updated text[];
begin
  rec := private.lock_live_record(p_record_id);
  if rec.payment_status <> 'paid' then
    return query select 'not_paid'::text, '{}'::text[], '{}'::text[];
    return;
  end if;

  -- The report's own names: its suggestions and, when the parents gave any, their candidates.
  select coalesce(array_agg(entry ->> 'fullName'), '{}') into in_report
  from (
    select jsonb_array_elements(coalesce(rec.report -> 'suggestions', '[]')) as entry
    union all
    select jsonb_array_elements(coalesce(rec.report -> 'candidates', '[]'))
  ) as named;

  select coalesce(array_agg(distinct name), '{}') into unknown
  from unnest(coalesce(p_add, '{}') || coalesce(p_remove, '{}')) as name
  where name <> all (in_report);
  if cardinality(unknown) > 0 then
    return query select 'unknown_names'::text, rec.favourites, unknown;
    return;
  end if;

  -- Removals first, then additions in the order given, each name once.
  updated := array(select f from unnest(rec.favourites) with ordinality as kept(f, position)
                   where f <> all (coalesce(p_remove, '{}')) order by position);
  for i in 1 .. coalesce(cardinality(p_add), 0) loop
    if p_add[i] <> all (updated) then
      updated := updated || p_add[i];
    end if;
  end loop;
  if cardinality(updated) > 20 then
    return query select 'too_many'::text, rec.favourites, '{}'::text[];
    return;
  end if;

  update public.name_inspiration_records r set favourites = updated where r.id = p_record_id;
  return query select 'ok'::text, updated, '{}'::text[];
end;
$$;
comment on function private.update_favourites(uuid, text[], text[]) is
  'Adds and removes favourites of a paid record under its row lock; refuses names not in its report and more than 20.';

-- outcome: 'ok', 'not_paid', 'unknown_name' (no suggestion or candidate of that name). Raises P0002
-- for a missing or expired record. p_ties_as_in (full names) orders suggestions whose scores tie,
-- when given: an undo passes the order before its switch, so the name goes back to its own place
-- even where another name has the same score; names it does not list keep their order, after.
create or replace function private.replace_report_name(
  p_record_id uuid, p_full_name text, p_entry jsonb, p_ties_as_in text[] default null
)
returns text
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  rec public.name_inspiration_records;
  list_key text;
  position integer;
begin
  rec := private.lock_live_record(p_record_id);
  if rec.payment_status <> 'paid' then
    return 'not_paid';
  end if;
  if p_entry ->> 'fullName' is distinct from p_full_name then
    raise exception 'the new entry is named %, not %', p_entry ->> 'fullName', p_full_name using errcode = '22023';
  end if;

  foreach list_key in array array['suggestions', 'candidates'] loop
    select e.ordinality - 1 into position
    from jsonb_array_elements(coalesce(rec.report -> list_key, '[]')) with ordinality as e(entry, ordinality)
    where e.entry ->> 'fullName' = p_full_name
    limit 1;
    if position is not null then
      update public.name_inspiration_records r
      set report = jsonb_set(r.report, array[list_key, position::text], p_entry)
      where r.id = p_record_id;
      if list_key = 'suggestions' then
        -- A new analysis may change the score: the list stays sorted by score, ties in the order
        -- asked for, else in their order.
        update public.name_inspiration_records r
        set report = jsonb_set(r.report, '{suggestions}', (
          select jsonb_agg(e.entry order by (e.entry ->> 'score')::numeric desc,
            array_position(p_ties_as_in, e.entry ->> 'fullName') nulls last, e.ordinality)
          from jsonb_array_elements(r.report -> 'suggestions') with ordinality as e(entry, ordinality)
        ))
        where r.id = p_record_id;
      end if;
      return 'ok';
    end if;
  end loop;
  return 'unknown_name';
end;
$$;
comment on function private.replace_report_name(uuid, text, jsonb, text[]) is
  'Replaces one suggestion or candidate of a paid report (the same full name) under the row lock, and keeps the suggestions sorted by score, ties in the order given; for the parents'' choice of chữ Hán and its undo.';

call private.allow_only_service_role(array['update_favourites', 'replace_report_name']);
