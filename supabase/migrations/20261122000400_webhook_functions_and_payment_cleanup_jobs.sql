-- The webhook's side of the payment step (SPEC §5): store each raw delivery first, record each bank
-- transaction exactly once, add up the transfers of one order, and the retention of abandoned
-- payments. Same rules as the other state functions: `private`, service_role only.

create or replace function private.record_webhook_delivery(p_provider text, p_body text)
returns bigint
language sql
volatile
security invoker
set search_path = ''
as $$
  insert into public.webhook_deliveries (provider, body) values (p_provider, p_body) returning id
$$;
comment on function private.record_webhook_delivery(text, text) is
  'Stores an authenticated webhook delivery exactly as it arrived, before it is parsed; returns its id.';

-- Records one gateway transaction exactly once and applies it. The unique (provider, transaction
-- id) constraint decides who is first, so 50 concurrent redeliveries insert one row; the others
-- get back what the first one decided. Transfers of one order are added up under the record's row
-- lock, and the record is paid when their sum reaches the amount frozen on the order.
create or replace function private.record_bank_transaction(
  p_provider text,
  p_transaction_id text,
  p_delivery_id bigint,
  p_transfer_codes text[],
  p_amount_vnd bigint,
  p_transfer_type text,
  p_account_number text,
  p_expected_account text,
  p_content text,
  p_reference_code text,
  p_transaction_date text
)
returns table (outcome text, record_id uuid, duplicate boolean)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  transaction_row_id bigint;
  payment_order public.payment_orders;
  record_status text;
  matched_total bigint;
  result text;
begin
  insert into public.bank_transactions (
    provider, provider_transaction_id, delivery_id, amount_vnd, transfer_type, account_number,
    content, reference_code, transaction_date, outcome
  )
  values (
    p_provider, p_transaction_id, p_delivery_id, p_amount_vnd, p_transfer_type, p_account_number,
    p_content, p_reference_code, p_transaction_date, 'unmatched'
  )
  on conflict on constraint bank_transactions_once_per_gateway_transaction do nothing
  returning id into transaction_row_id;

  if transaction_row_id is null then
    return query
      select t.outcome, t.record_id, true
      from public.bank_transactions t
      where t.provider = p_provider and t.provider_transaction_id = p_transaction_id;
    return;
  end if;

  if p_transfer_type is distinct from 'in' then
    result := 'outgoing';
  elsif p_account_number is distinct from p_expected_account then
    result := 'other_account';
  else
    select o.* into payment_order
    from public.payment_orders o
    where o.transfer_code = any (p_transfer_codes)
    order by array_position(p_transfer_codes, o.transfer_code)
    limit 1;

    if payment_order.record_id is null then
      result := 'unmatched';
    else
      select r.payment_status into record_status
      from public.name_inspiration_records r
      where r.id = payment_order.record_id
      for update;

      if record_status = 'paid' then
        result := 'after_paid';
      else
        select coalesce(sum(t.amount_vnd), 0) + p_amount_vnd into matched_total
        from public.bank_transactions t
        where t.record_id = payment_order.record_id and t.outcome = 'underpaid';
        if matched_total >= payment_order.amount_due_vnd then
          perform private.mark_record_paid(payment_order.record_id);
          result := 'paid';
        else
          result := 'underpaid';
        end if;
      end if;
    end if;
  end if;

  update public.bank_transactions t
  set outcome = result,
      record_id = payment_order.record_id,
      transfer_code = payment_order.transfer_code
  where t.id = transaction_row_id;

  return query select result, payment_order.record_id, false;
end;
$$;
comment on function private.record_bank_transaction(text, text, bigint, text[], bigint, text, text, text, text, text, text) is
  'Records a gateway transaction once (duplicate = true on a redelivery) and pays the matched record when its transfers add up to the amount due.';

-- Abandoned payments (our rule, SPEC §3): a pending record with no matched transfer is deleted 30
-- days after payment was requested. Its transactions, if any, keep their row with record_id null.
create or replace function private.purge_abandoned_payments(batch_size integer default 500)
returns bigint
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  deleted_total bigint := 0;
  deleted_in_batch bigint;
begin
  loop
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
    get diagnostics deleted_in_batch = row_count;
    deleted_total := deleted_total + deleted_in_batch;
    exit when deleted_in_batch < batch_size;
  end loop;
  return deleted_total;
end;
$$;
comment on function private.purge_abandoned_payments(integer) is
  'Deletes pending records whose payment was requested over 30 days ago with no transfer matched; returns the count.';

-- Creation events only matter for an hour (SPEC §6 counts per rolling hour).
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

-- Only the functions' role may execute these (and postgres, which pg_cron runs jobs as).
call private.allow_only_service_role(array[
  'record_webhook_delivery', 'record_bank_transaction', 'purge_abandoned_payments', 'purge_record_creation_events'
]);

-- Daily at 03:30 UTC (10:30 in Vietnam), and hourly for the rate-limit events. Upserted by name.
select cron.schedule('purge-abandoned-payments', '30 3 * * *', $$select private.purge_abandoned_payments()$$);
select cron.schedule('purge-record-creation-events', '15 * * * *', $$select private.purge_record_creation_events()$$);
