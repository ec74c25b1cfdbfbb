-- private.update_favourites: only a paid record, only names of its report (suggestions and
-- candidates), removals then additions, each name once, at most 20; closed to visitors.
begin;
select plan(8);

insert into public.name_inspiration_records (id, payment_status, created_at, paid_at, input, report, engine_version, consent_notice_version) values
  ('60000000-0000-4000-8000-000000000001', 'paid', now(), now(), '{}',
   jsonb_build_object(
     'suggestions', (select jsonb_agg(jsonb_build_object('fullName', 'Lê Tên ' || n)) from generate_series(1, 21) n),
     'candidates', jsonb_build_array(jsonb_build_object('fullName', 'Lê Minh An'))),
   'test', 'test'),
  ('60000000-0000-4000-8000-000000000002', 'not_requested', now(), null, '{}',
   '{"suggestions": [{"fullName": "Lê An"}]}', 'test', 'test');

select results_eq(
  $$select outcome, favourites from private.update_favourites('60000000-0000-4000-8000-000000000001', array['Lê Tên 2', 'Lê Minh An', 'Lê Tên 2'], null)$$,
  $$values ('ok'::text, array['Lê Tên 2', 'Lê Minh An'])$$,
  'a suggestion and a candidate are marked, each once, in the order given'
);
select results_eq(
  $$select outcome, favourites from private.update_favourites('60000000-0000-4000-8000-000000000001', array['Lê Tên 3'], array['Lê Tên 2'])$$,
  $$values ('ok'::text, array['Lê Minh An', 'Lê Tên 3'])$$,
  'removals apply before additions, to the list as it is now'
);
select results_eq(
  $$select outcome, names from private.update_favourites('60000000-0000-4000-8000-000000000001', array['Lê Tên 4', 'Trần Lạ'], null)$$,
  $$values ('unknown_names'::text, array['Trần Lạ'])$$,
  'a name that is not in the report is refused and named'
);
select is(
  (select favourites from public.name_inspiration_records where id = '60000000-0000-4000-8000-000000000001'),
  array['Lê Minh An', 'Lê Tên 3'],
  'a refused call changes nothing'
);
select results_eq(
  $$select outcome from private.update_favourites('60000000-0000-4000-8000-000000000001',
      (select array_agg('Lê Tên ' || n) from generate_series(1, 21) n), null)$$,
  $$values ('too_many'::text)$$,
  'more than 20 favourites are refused'
);
select results_eq(
  $$select outcome from private.update_favourites('60000000-0000-4000-8000-000000000002', array['Lê An'], null)$$,
  $$values ('not_paid'::text)$$,
  'an unpaid record has no favourites'
);
select throws_ok(
  $$select * from private.update_favourites('60000000-0000-4000-8000-0000000000ff', array['Lê An'], null)$$,
  'P0002', null, 'an unknown record raises no_data_found'
);

set local role anon;
select throws_ok(
  $$select * from private.update_favourites('60000000-0000-4000-8000-000000000001', array['Lê Tên 1'], null)$$,
  '42501', null, 'anon cannot change favourites'
);
reset role;

select * from finish();
rollback;
