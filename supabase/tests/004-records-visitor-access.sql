-- What a browser can do to name_inspiration_records, as anon (the anon key) and as authenticated
-- (a signed-in user): nothing except the retention cleanup (docs/product.md §3). The same cases run for both
-- roles. Row ids: 1… expired unpaid (the only rows a visitor may see and delete), 2… unpaid but not
-- expired (one a minute short of 7 days), 3… pending, 4… paid.
begin;
select plan(28);

create function pg_temp.visitor_cases(visitor text, claims jsonb)
returns setof text
language plpgsql
as $cases$
begin
  delete from public.name_inspiration_records;
  insert into public.name_inspiration_records (id, payment_status, created_at, paid_at, input, report, engine_version, consent_notice_version) values
    ('10000000-0000-4000-8000-000000000001', 'not_requested', now() - interval '8 days', null, '{"surname":"Nguyễn"}', '{}', 'test', 'test'),
    ('10000000-0000-4000-8000-000000000002', 'not_requested', now() - interval '30 days', null, '{"surname":"Trần"}', '{}', 'test', 'test'),
    ('20000000-0000-4000-8000-000000000001', 'not_requested', now() - interval '1 hour', null, '{"surname":"Lê"}', '{}', 'test', 'test'),
    ('20000000-0000-4000-8000-000000000002', 'not_requested', now() - interval '7 days' + interval '1 minute', null, '{"surname":"Phạm"}', '{}', 'test', 'test'),
    ('30000000-0000-4000-8000-000000000001', 'pending', now() - interval '30 days', null, '{"surname":"Hoàng"}', '{}', 'test', 'test'),
    ('30000000-0000-4000-8000-000000000002', 'pending', now() - interval '1 hour', null, '{"surname":"Huỳnh"}', '{}', 'test', 'test'),
    ('40000000-0000-4000-8000-000000000001', 'paid', now() - interval '30 days', now() - interval '29 days', '{"surname":"Phan"}', '{}', 'test', 'test'),
    ('40000000-0000-4000-8000-000000000002', 'paid', now() - interval '1 hour', now(), '{"surname":"Vũ"}', '{}', 'test', 'test');

  perform set_config('role', visitor, true);
  perform set_config('request.jwt.claims', claims::text, true);

  -- Reading: only the three cleanup columns, only of expired unpaid rows.
  return next results_eq(
    $$select id from public.name_inspiration_records order by id$$,
    $$values ('10000000-0000-4000-8000-000000000001'::uuid), ('10000000-0000-4000-8000-000000000002'::uuid)$$,
    format('%s sees only expired unpaid records, none that are fresh, pending or paid', visitor)
  );
  return next lives_ok(
    $$select id, payment_status, created_at from public.name_inspiration_records$$,
    format('%s may read id, payment_status and created_at', visitor)
  );
  return next throws_ok($$select input from public.name_inspiration_records$$, '42501', null, format('%s cannot read input', visitor));
  return next throws_ok($$select report from public.name_inspiration_records$$, '42501', null, format('%s cannot read report', visitor));
  return next throws_ok($$select * from public.name_inspiration_records$$, '42501', null, format('%s cannot select every column', visitor));
  return next throws_ok(
    $$delete from public.name_inspiration_records where id = '10000000-0000-4000-8000-000000000001' returning input$$,
    '42501', null, format('%s cannot read input through a delete''s RETURNING', visitor)
  );

  -- Writing: no insert, no update at all.
  return next throws_ok(
    $$insert into public.name_inspiration_records (input, report, engine_version, consent_notice_version) values ('{}', '{}', 'x', 'test')$$,
    '42501', null, format('%s cannot insert', visitor)
  );
  return next throws_ok(
    $$update public.name_inspiration_records set payment_status = 'paid', paid_at = now()$$,
    '42501', null, format('%s cannot update', visitor)
  );

  -- Deleting: a blocked delete raises nothing; it just returns no row.
  return next is_empty(
    $$delete from public.name_inspiration_records where id = '20000000-0000-4000-8000-000000000001' returning id$$,
    format('%s cannot delete a fresh unpaid record', visitor)
  );
  return next is_empty(
    $$delete from public.name_inspiration_records where id = '20000000-0000-4000-8000-000000000002' returning id$$,
    format('%s cannot delete an unpaid record a minute short of 7 days', visitor)
  );
  return next is_empty(
    $$delete from public.name_inspiration_records where payment_status = 'pending' returning id$$,
    format('%s cannot delete pending records, however old', visitor)
  );
  return next is_empty(
    $$delete from public.name_inspiration_records where payment_status = 'paid' returning id$$,
    format('%s cannot delete paid records, however old', visitor)
  );
  -- The browser cleanup's exact statement, as the REST API runs it.
  return next results_eq(
    $$with deleted as (
        delete from public.name_inspiration_records
        where payment_status = 'not_requested' and created_at < now() - interval '7 days'
        returning id
      )
      select id from deleted order by id$$,
    $$values ('10000000-0000-4000-8000-000000000001'::uuid), ('10000000-0000-4000-8000-000000000002'::uuid)$$,
    format('%s deletes the expired unpaid records and gets their ids back', visitor)
  );

  perform set_config('role', 'postgres', true);
  -- Only this test's rows (engine_version 'test'): records other sessions commit meanwhile are not its concern.
  return next results_eq(
    $$select id from public.name_inspiration_records where engine_version = 'test' order by id$$,
    $$values ('20000000-0000-4000-8000-000000000001'::uuid), ('20000000-0000-4000-8000-000000000002'::uuid),
             ('30000000-0000-4000-8000-000000000001'::uuid), ('30000000-0000-4000-8000-000000000002'::uuid),
             ('40000000-0000-4000-8000-000000000001'::uuid), ('40000000-0000-4000-8000-000000000002'::uuid)$$,
    format('after %s''s attempts, every fresh, pending and paid record is still there', visitor)
  );
end;
$cases$;

select * from pg_temp.visitor_cases('anon', '{"role":"anon","iss":"supabase-demo"}');
select * from pg_temp.visitor_cases(
  'authenticated', '{"role":"authenticated","sub":"00000000-0000-4000-8000-00000000abcd","aud":"authenticated"}'
);

select * from finish();
rollback;
