-- preview_source, the part of a report an unpaid view is built from: computed from the report on
-- every write, holding the first 3 suggestions whole and of the others only the locked facts and
-- names, and readable by no visitor.
begin;
select plan(7);

insert into public.name_inspiration_records (id, input, report, engine_version, consent_notice_version) values (
  '50000000-0000-4000-8000-000000000001', '{"surname":"Nguyễn"}',
  '{"profile":{"canChi":"Bính Ngọ"},"suggestions":[
     {"fullName":"A","meaning":"m1","band":"rat-hop","element":"Mộc","themes":["tri-tue"],"givenName":"A","middleName":null},
     {"fullName":"B","meaning":"m2","band":"rat-hop","element":"Thủy","themes":[],"givenName":"B","middleName":"X"},
     {"fullName":"C","meaning":"m3","band":"hop","element":"Kim","themes":[],"givenName":"C","middleName":"Y"},
     {"fullName":"Nguyễn Bảo Anh","meaning":"secret meaning","hanTu":"寶英","band":"hop","element":"Hỏa","themes":["binh-an"],"givenName":"Anh","middleName":"Bảo","syllables":[]},
     {"fullName":"Nguyễn Minh Khang","meaning":"another secret","band":"kha","element":"Thổ","themes":[],"givenName":"Khang","middleName":"Minh"}],
   "parents":null}',
  'test', 'test');

select is(
  (select jsonb_array_length(preview_source -> 'free') from public.name_inspiration_records where id = '50000000-0000-4000-8000-000000000001'),
  3, 'the first 3 suggestions are in preview_source whole'
);
select is(
  (select preview_source -> 'locked' from public.name_inspiration_records where id = '50000000-0000-4000-8000-000000000001'),
  '[{"band":"hop","element":"Hỏa","themes":["binh-an"],"givenName":"Anh","middleName":"Bảo"},
    {"band":"kha","element":"Thổ","themes":[],"givenName":"Khang","middleName":"Minh"}]'::jsonb,
  'of the others only band, element, themes and the names their lean is read from'
);
select is(
  (select preview_source ->> 'profile' from public.name_inspiration_records where id = '50000000-0000-4000-8000-000000000001'),
  '{"canChi": "Bính Ngọ"}', 'the profile comes along'
);
select throws_ok(
  $$update public.name_inspiration_records set preview_source = '{}' where id = '50000000-0000-4000-8000-000000000001'$$,
  '428C9', null, 'nobody writes preview_source: the database computes it'
);

update public.name_inspiration_records set report = report - 'suggestions' where id = '50000000-0000-4000-8000-000000000001';
select is(
  (select preview_source -> 'free' from public.name_inspiration_records where id = '50000000-0000-4000-8000-000000000001'),
  '[]'::jsonb, 'a new report gives a new preview_source'
);

set local role anon;
select throws_ok($$select preview_source from public.name_inspiration_records$$, '42501', null, 'anon cannot read preview_source');
reset role;
set local role authenticated;
select throws_ok($$select preview_source from public.name_inspiration_records$$, '42501', null, 'authenticated cannot read preview_source');
reset role;

select * from finish();
rollback;
