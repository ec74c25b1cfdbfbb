-- Visitors may do nothing but the retention cleanup. Supabase's default privileges also give the
-- Data API roles every right on new sequences in `public`, which let a visitor read or advance the
-- identity sequences of tables they cannot even see. Take those rights back, now and for every
-- sequence migrations create later; service_role keeps its own.
revoke all on all sequences in schema public from anon, authenticated;
alter default privileges for role postgres in schema public
  revoke all on sequences from anon, authenticated;
