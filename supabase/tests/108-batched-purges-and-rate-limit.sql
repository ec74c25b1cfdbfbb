-- The batched-delete loop and the rate-limit count, each written once and shared.
begin;
select plan(6);

-- The loop runs only the purges' own batch functions, and only for the roles that run purges.
select throws_ok(
  $$call private.run_purge_in_batches('pg_catalog.now'::regproc, 10, false)$$,
  '22023', null,
  'the batch loop refuses a function that is not a purge batch'
);
select ok(
  not has_function_privilege('anon', 'private.rate_limit_retry_after(text, integer)', 'execute')
    and not has_function_privilege('authenticated', 'private.purge_abandoned_payments_batch(integer)', 'execute'),
  'visitors may not call the rate-limit count or a purge batch'
);
select ok(
  not exists (
    select from information_schema.routine_privileges
    where routine_schema = 'private' and routine_name = 'run_purge_in_batches' and grantee in ('anon', 'authenticated', 'PUBLIC')
  ),
  'visitors may not run the batch loop'
);

-- The count: under the limit there is no wait; at the limit the wait runs to the oldest event's hour.
delete from public.record_creation_events;
insert into public.record_creation_events (client_key, created_at)
values (repeat('a', 64), now() - interval '50 minutes'), (repeat('a', 64), now() - interval '10 minutes'), (repeat('b', 64), now() - interval '5 minutes');
select is(private.rate_limit_retry_after(repeat('a', 64), 3), 0, 'two of three creations from an address leave room');
select ok(
  private.rate_limit_retry_after(repeat('a', 64), 2) between 590 and 600,
  'at its limit an address waits until its oldest creation is an hour old (about 10 minutes)'
);
select ok(
  private.rate_limit_retry_after(null, 3) between 590 and 600,
  'with no address the same count covers everyone'
);

select * from finish();
rollback;
