-- pg_cron runs the purge every 6 hours (SPEC §3), in the database the app uses, as postgres.
begin;
select plan(3);

select has_extension('pg_cron', 'pg_cron is installed');
select results_eq(
  $$select schedule, command, database, username, active
    from cron.job where jobname = 'purge-stale-inspiration-records'$$,
  $$values ('0 */6 * * *'::text, 'select private.purge_stale_inspiration_records()'::text, 'postgres'::text, 'postgres'::text, true)$$,
  'the purge job runs private.purge_stale_inspiration_records() at 0 */6 * * * in postgres'
);
select is(
  (select count(*) from cron.job where command like '%purge_stale_inspiration_records%'),
  1::bigint,
  'exactly one job purges stale records (re-applying the migration does not add another)'
);

select * from finish();
rollback;
