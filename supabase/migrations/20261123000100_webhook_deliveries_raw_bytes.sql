-- Every authenticated webhook delivery is kept byte for byte, even one PostgreSQL text cannot hold
-- (a NUL byte, invalid UTF-8). As text, such a body made the insert fail, so the delivery was lost
-- and the gateway kept retrying. bytea holds any bytes; the function decodes them itself.
alter table public.webhook_deliveries
  alter column body type bytea using convert_to(body, 'UTF8');
comment on column public.webhook_deliveries.body is
  'The raw request body, byte for byte as it arrived and unparsed (bytea: it may hold bytes text cannot, such as NUL).';

drop function if exists private.record_webhook_delivery(text, text);
create function private.record_webhook_delivery(p_provider text, p_body bytea)
returns bigint
language sql
volatile
security invoker
set search_path = ''
as $$
  insert into public.webhook_deliveries (provider, body) values (p_provider, p_body) returning id
$$;
comment on function private.record_webhook_delivery(text, bytea) is
  'Stores an authenticated webhook delivery exactly as it arrived, before it is parsed; returns its id.';

call private.allow_only_service_role(array['record_webhook_delivery']);
