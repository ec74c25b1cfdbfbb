-- private.replace_report_name: replaces one suggestion or candidate of a paid report, by full name,
-- and nothing else, the suggestions kept sorted by score; refuses an unpaid record; closed to visitors.
begin;
select plan(9);

insert into public.name_inspiration_records (id, payment_status, created_at, paid_at, input, report, engine_version, consent_notice_version) values
  ('70000000-0000-4000-8000-000000000001', 'paid', now(), now(), '{}',
   '{"suggestions": [{"fullName": "Lê Minh An", "hanTu": "明安"}, {"fullName": "Lê Bảo Anh"}], "candidates": [{"fullName": "Lê Minh Anh", "hanTu": "明英"}]}',
   'test', 'test'),
  ('70000000-0000-4000-8000-000000000002', 'pending', now(), null, '{}', '{"suggestions": [{"fullName": "Lê An"}]}', 'test', 'test');

select is(
  private.replace_report_name('70000000-0000-4000-8000-000000000001', 'Lê Minh Anh', '{"fullName": "Lê Minh Anh", "hanTu": "銘瑛"}'),
  'ok', 'a candidate is replaced'
);
select is(
  (select report from public.name_inspiration_records where id = '70000000-0000-4000-8000-000000000001'),
  '{"suggestions": [{"fullName": "Lê Minh An", "hanTu": "明安"}, {"fullName": "Lê Bảo Anh"}], "candidates": [{"fullName": "Lê Minh Anh", "hanTu": "銘瑛"}]}'::jsonb,
  'only that entry changed'
);
select is(
  private.replace_report_name('70000000-0000-4000-8000-000000000001', 'Lê Văn Lạ', '{"fullName": "Lê Văn Lạ"}'),
  'unknown_name', 'a name not in the report is refused'
);
select is(
  private.replace_report_name('70000000-0000-4000-8000-000000000002', 'Lê An', '{"fullName": "Lê An"}'),
  'not_paid', 'an unpaid record is refused'
);

insert into public.name_inspiration_records (id, payment_status, created_at, paid_at, input, report, engine_version, consent_notice_version) values
  ('70000000-0000-4000-8000-000000000003', 'paid', now(), now(), '{}',
   '{"suggestions": [{"fullName": "A", "score": 90}, {"fullName": "B", "score": 80}, {"fullName": "C", "score": 80}, {"fullName": "D", "score": 70}]}',
   'test', 'test');
select is(
  private.replace_report_name('70000000-0000-4000-8000-000000000003', 'D', '{"fullName": "D", "score": 85}'),
  'ok', 'a suggestion whose new analysis scores higher is replaced'
);
select is(
  (select array(select e ->> 'fullName' from jsonb_array_elements(report -> 'suggestions') as e)
   from public.name_inspiration_records where id = '70000000-0000-4000-8000-000000000003'),
  array['A', 'D', 'B', 'C'],
  'and the list is sorted by score again, ties keeping their order'
);
select is(
  private.replace_report_name('70000000-0000-4000-8000-000000000003', 'D', '{"fullName": "D", "score": 80}',
    array['A', 'B', 'D', 'C']),
  'ok', 'an undo brings the score back'
);
select is(
  (select array(select e ->> 'fullName' from jsonb_array_elements(report -> 'suggestions') as e)
   from public.name_inspiration_records where id = '70000000-0000-4000-8000-000000000003'),
  array['A', 'B', 'D', 'C'],
  'and ties take the order it gives, not the order of the moment'
);
set local role authenticated;
select throws_ok(
  $$select private.replace_report_name('70000000-0000-4000-8000-000000000001', 'Lê Minh An', '{"fullName": "Lê Minh An"}')$$,
  '42501', null, 'a visitor cannot call it'
);
reset role;

select * from finish();
rollback;
