-- pg_cron runs the purge every 6 hours, in the database the app uses, as postgres.
begin;
select plan(5);

select has_extension('pg_cron', 'pg_cron is installed');
select results_eq(
  $$select schedule, command, database, username, active
    from cron.job where jobname = 'purge-stale-inspiration-records'$$,
  $$values ('0 */6 * * *'::text, 'call private.run_stale_inspiration_record_purge()'::text, 'postgres'::text, 'postgres'::text, true)$$,
  'the purge job calls private.run_stale_inspiration_record_purge() at 0 */6 * * * in postgres'
);
select is(
  (select count(*) from cron.job where command like '%stale_inspiration_record%'),
  1::bigint,
  'exactly one job purges stale records (re-applying the migration does not add another)'
);

-- The procedure commits after every batch, so no run holds a large set of row locks; a procedure
-- that commits cannot run inside a transaction block such as this test's.
select throws_ok(
  $$call private.run_stale_inspiration_record_purge()$$,
  '2D000', null, 'the purge procedure commits per batch (it refuses to run inside a transaction)'
);
set local role anon;
select throws_ok(
  $$call private.run_stale_inspiration_record_purge()$$,
  '42501', null, 'anon cannot call the purge procedure'
);
reset role;

select * from finish();
rollback;
