-- The retention rule, written once. A `not_requested` record is gone 7 days after it was created:
-- the visitor policies let the browser's cleanup delete exactly such rows, the purge deletes them,
-- and the state functions no longer find or move them. Each of those used to spell the predicate
-- out; now they all call retention.is_expired_unpaid_record.
--
-- Why a schema of its own: the policies run as anon and authenticated, who therefore need EXECUTE
-- on the function. In `public` the REST API would expose it as an RPC; in `private` visitors would
-- have to see the schema that holds the state functions. `retention` holds this one rule.
--
-- Why it stays fast: a LANGUAGE sql, STABLE function without SET clauses or SECURITY DEFINER is
-- inlined by the planner, so the delete still sees `payment_status = 'not_requested' and
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

-- The visitor policies, recreated on the rule (same names, same meaning).
drop policy if exists "visitors see only expired unpaid records" on public.name_inspiration_records;
drop policy if exists "visitors delete only expired unpaid records" on public.name_inspiration_records;
drop policy if exists "signed-in users see only expired unpaid records" on public.name_inspiration_records;
drop policy if exists "signed-in users delete only expired unpaid records" on public.name_inspiration_records;

create policy "visitors see only expired unpaid records"
  on public.name_inspiration_records for select to anon
  using (retention.is_expired_unpaid_record(payment_status, created_at));

create policy "visitors delete only expired unpaid records"
  on public.name_inspiration_records for delete to anon
  using (retention.is_expired_unpaid_record(payment_status, created_at));

create policy "signed-in users see only expired unpaid records"
  on public.name_inspiration_records for select to authenticated
  using (retention.is_expired_unpaid_record(payment_status, created_at));

create policy "signed-in users delete only expired unpaid records"
  on public.name_inspiration_records for delete to authenticated
  using (retention.is_expired_unpaid_record(payment_status, created_at));

-- A record a function may still serve: anything but an unpaid record past its retention.
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

-- The row of a record a state function may still change, locked for the rest of the transaction.
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
call private.allow_only_service_role(array['lock_live_record']);

-- not_requested → pending, unchanged but for the shared lock it now takes.
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
  rec := private.lock_live_record(p_record_id);

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
