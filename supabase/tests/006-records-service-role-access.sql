-- The edge functions run their SQL as service_role: it reads and writes every record and column,
-- whatever its state or age (it bypasses RLS, as on Supabase).
begin;
select plan(7);

delete from public.name_inspiration_records;
insert into public.name_inspiration_records (id, payment_status, created_at, updated_at, input, report, engine_version, consent_notice_version) values
  ('20000000-0000-4000-8000-000000000001', 'not_requested', now() - interval '1 hour', now() - interval '1 hour', '{"surname":"Lê"}', '{"suggestions":[]}', 'test', 'test'),
  ('30000000-0000-4000-8000-000000000001', 'pending', now() - interval '2 days', now() - interval '1 day', '{"surname":"Hoàng"}', '{}', 'test', 'test');

set local role service_role;
set local request.jwt.claims to '{"role":"service_role","iss":"supabase-demo"}';

select results_eq(
  $$select input ->> 'surname', report from public.name_inspiration_records
    where id = '20000000-0000-4000-8000-000000000001'$$,
  $$values ('Lê', '{"suggestions":[]}'::jsonb)$$,
  'service_role reads input and report of a fresh record'
);
select isnt_empty(
  $$insert into public.name_inspiration_records (input, report, engine_version, consent_notice_version)
    values ('{"surname":"Đặng"}', '{}', 'test', 'test') returning id$$,
  'service_role inserts a record'
);
select results_eq(
  $$update public.name_inspiration_records set payment_status = 'paid', paid_at = now()
    where id = '30000000-0000-4000-8000-000000000001' returning payment_status, updated_at = now()$$,
  $$values ('paid', true)$$,
  'service_role marks a pending record paid, and updated_at moves to the time of the change'
);
select results_eq(
  $$delete from public.name_inspiration_records where id = '20000000-0000-4000-8000-000000000001' returning id$$,
  $$values ('20000000-0000-4000-8000-000000000001'::uuid)$$,
  'service_role deletes a fresh record'
);
select results_eq(
  $$select count(*) from public.name_inspiration_records where engine_version = 'test'$$,
  $$values (2::bigint)$$,
  'service_role sees every record, paid or not'
);
select table_privs_are(
  'public', 'name_inspiration_records', 'service_role', array['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  'service_role holds select, insert, update and delete, nothing more'
);
select table_privs_are(
  'public', 'name_inspiration_records', 'anon', array['DELETE'],
  'anon holds only delete at table level (its reads are column grants)'
);

select * from finish();
rollback;
