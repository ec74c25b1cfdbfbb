-- Deletion on request (docs/privacy.md): after private.delete_inspiration_record, no text, JSON or
-- bytes column of any table holds the record's id or its parents' words; the accounts keep the
-- order's code and amounts without the record. Asking again answers already_deleted.
begin;
select plan(11);

-- Every column of every table (outside the catalogs and extensions) whose text holds `needle`.
create function pg_temp.columns_mentioning(needle text) returns setof text language plpgsql as $$
declare
  col record;
  hit boolean;
begin
  for col in
    select n.nspname, c.relname, a.attname, t.typname
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_type t on t.oid = a.atttypid
    where c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'extensions')
      and n.nspname not like 'pg\_temp%'
      and t.typname in ('text', 'varchar', 'bpchar', 'json', 'jsonb', 'bytea', 'uuid', '_text')
  loop
    execute format(
      'select exists (select from %I.%I where position(%L in %s) > 0)',
      col.nspname, col.relname, needle,
      case when col.typname = 'bytea' then format('encode(%I, %L)', col.attname, 'escape') else format('%I::text', col.attname) end
    ) into hit;
    if hit then return next format('%s.%s.%s', col.nspname, col.relname, col.attname); end if;
  end loop;
end;
$$;

-- A paid record with an unusual wish, an order, a transfer whose content names the payer, and
-- the raw delivery it came in.
insert into public.name_inspiration_records (id, payment_status, paid_at, input, report, engine_version, consent_notice_version, favourites) values
  ('90000000-0000-4000-8000-000000000001', 'paid', now(),
   '{"surname": "Nguyễn", "wish": "mong con như cánh diều xanh-9f3a"}',
   '{"suggestions": [{"fullName": "Nguyễn Minh An", "meaning": "mong con như cánh diều xanh-9f3a"}]}',
   'test', 'test', '{"Nguyễn Minh An"}');
insert into public.payment_orders (record_id, transfer_code, amount_due_vnd) values
  ('90000000-0000-4000-8000-000000000001', 'CHTDXAN92', 49000);
insert into public.webhook_deliveries (provider, body) values
  ('sepay', convert_to('{"content": "CHTDXAN92 CT tu 0123 TRAN THI HOA-9f3a"}', 'UTF8'));
insert into public.bank_transactions (provider, provider_transaction_id, delivery_id, record_id, transfer_code, amount_vnd, transfer_type, content, outcome)
  select 'sepay', 'del-1', max(id), '90000000-0000-4000-8000-000000000001', 'CHTDXAN92', 49000, 'in', 'CHTDXAN92 CT tu 0123 TRAN THI HOA-9f3a', 'paid'
  from public.webhook_deliveries;

select isnt_empty($$select pg_temp.columns_mentioning('cánh diều xanh-9f3a')$$, 'the search finds the wish while the record exists');
select isnt_empty($$select pg_temp.columns_mentioning('TRAN THI HOA-9f3a')$$, 'the search finds the payer''s words in the content and the raw body');

set local role service_role;
select is(private.delete_inspiration_record('90000000-0000-4000-8000-000000000001'), 'deleted', 'the parents'' request deletes the record');
select is(private.delete_inspiration_record('90000000-0000-4000-8000-000000000001'), 'already_deleted', 'asking again answers already_deleted');
select is(private.delete_inspiration_record('90000000-0000-4000-8000-0000000000ff'), 'not_found', 'an id that never existed is not_found');
reset role;

select is_empty($$select pg_temp.columns_mentioning('cánh diều xanh-9f3a')$$, 'no column of any table holds the wish any more');
select is_empty($$select pg_temp.columns_mentioning('90000000-0000-4000-8000-000000000001')$$, 'no column of any table holds the record''s id');
select is_empty($$select pg_temp.columns_mentioning('TRAN THI HOA-9f3a')$$, 'no column of any table holds the payer''s words');
select results_eq(
  $$select record_id, amount_due_vnd from public.payment_orders where transfer_code = 'CHTDXAN92'$$,
  $$values (null::uuid, 49000)$$,
  'the order that received money stays for the accounts, without its record'
);
select results_eq(
  $$select record_id, transfer_code, amount_vnd, content from public.bank_transactions where provider_transaction_id = 'del-1'$$,
  $$values (null::uuid, 'CHTDXAN92'::text, 49000::bigint, null::text)$$,
  'its transaction keeps the code and amount, not the record or the content'
);

select ok(
  not has_function_privilege('anon', 'private.delete_inspiration_record(uuid)', 'execute')
  and not has_function_privilege('authenticated', 'private.delete_inspiration_record(uuid)', 'execute'),
  'visitors cannot call the deletion function'
);

select * from finish();
rollback;
