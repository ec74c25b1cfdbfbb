-- The parents' choice of chữ Hán for a name of a paid report. The edge function recomputes the
-- name's analysis under the choice (the engine lives there) and stores it in place of the old one,
-- so the report, and every link to it, shows the choice from then on. Under the record's row lock,
-- and only for a paid record: the full analysis is paid content.

-- outcome: 'ok', 'not_paid', 'unknown_name' (no suggestion or candidate of that name). Raises P0002
-- for a missing or expired record.
create or replace function private.replace_report_name(p_record_id uuid, p_full_name text, p_entry jsonb)
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
      return 'ok';
    end if;
  end loop;
  return 'unknown_name';
end;
$$;
comment on function private.replace_report_name(uuid, text, jsonb) is
  'Replaces one suggestion or candidate of a paid report (the same full name) under the row lock; for the parents'' choice of chữ Hán.';

call private.allow_only_service_role(array['replace_report_name']);
