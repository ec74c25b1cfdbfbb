-- The shape of name_inspiration_records that the edge functions and the retention rely on.
begin;
select plan(14);

select has_table('public', 'name_inspiration_records', 'name_inspiration_records exists');
select col_type_is('public', 'name_inspiration_records', 'id', 'uuid', 'id is a uuid');
select col_is_pk('public', 'name_inspiration_records', 'id', 'id is the primary key');
select col_default_is('public', 'name_inspiration_records', 'payment_status', 'not_requested', 'a new record is not_requested');
select col_type_is('public', 'name_inspiration_records', 'input', 'jsonb', 'input is jsonb');
select col_type_is('public', 'name_inspiration_records', 'report', 'jsonb', 'report is jsonb');
select col_not_null('public', 'name_inspiration_records', 'engine_version', 'every record names its engine version');
select col_type_is('public', 'name_inspiration_records', 'paid_at', 'timestamp with time zone', 'paid_at is a timestamptz');

-- The partial index the retention delete (cron purge and browser cleanup) filters on.
select is(
  (select pg_catalog.pg_get_indexdef(i.indexrelid)
   from pg_catalog.pg_index i
   where i.indrelid = 'public.name_inspiration_records'::regclass
     and i.indexrelid = 'public.name_inspiration_records_not_requested_created_at_idx'::regclass),
  'CREATE INDEX name_inspiration_records_not_requested_created_at_idx ON public.name_inspiration_records USING btree (created_at) WHERE (payment_status = ''not_requested''::text)',
  'a partial index on created_at serves the retention delete of not_requested rows'
);

-- Every table and column carries a comment saying what it is for.
select is_empty(
  $$select a.attname::text
    from pg_catalog.pg_attribute a
    where a.attrelid = 'public.name_inspiration_records'::regclass and a.attnum > 0 and not a.attisdropped
      and pg_catalog.col_description(a.attrelid, a.attnum) is null$$,
  'every column of name_inspiration_records has a comment'
);
select isnt(
  pg_catalog.obj_description('public.name_inspiration_records'::regclass, 'pg_class'), null,
  'name_inspiration_records has a comment'
);

-- The constraints the payment flow relies on.
select throws_ok(
  $$insert into public.name_inspiration_records (payment_status, input, report, engine_version, consent_notice_version)
    values ('refunded', '{}', '{}', 'test', 'test')$$,
  '23514', null, 'a payment_status outside not_requested, pending, paid is refused'
);
select throws_ok(
  $$insert into public.name_inspiration_records (payment_status, input, report, engine_version, consent_notice_version)
    values ('paid', '{}', '{}', 'test', 'test')$$,
  '23514', null, 'a paid record without paid_at is refused'
);
select throws_ok(
  $$insert into public.name_inspiration_records (payment_status, paid_at, input, report, engine_version, consent_notice_version)
    values ('pending', now(), '{}', '{}', 'test', 'test')$$,
  '23514', null, 'an unpaid record with paid_at is refused'
);

select * from finish();
rollback;
