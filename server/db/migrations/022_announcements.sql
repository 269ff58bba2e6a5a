-- Announcements (server/announcements/): a manager's message to the delegates the console's filters choose. The
-- console sends each announcement with a key of its own; the unique key makes a second press, a reload or a second
-- server process find the first announcement instead of sending another. Its e-mails are queued in the same
-- transaction, one per registration (the partial unique index below holds that whatever reaches the insert).
create table announcements (
  id integer generated always as identity primary key,
  idempotency_key text not null unique,
  -- The filters as the manager chose them, and the versions by language ({ en: { subject, body }, ... }).
  audience jsonb not null,
  texts jsonb not null,
  recipients integer not null default 0,
  sent_by text not null,
  sent_at timestamptz not null
);

create unique index outbox_announcement_once on outbox (registration_id, ((details ->> 'announcementId')))
  where kind = 'announcement';

-- The outbox accepts the announcement's e-mail, extended in place as migration 021 does.
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(oid) into definition from pg_constraint
    where conrelid = 'outbox'::regclass and conname = 'outbox_kind_check';
  if definition is not null and position('''announcement''' in definition) = 0 then
    execute 'alter table outbox drop constraint outbox_kind_check';
    execute 'alter table outbox add constraint outbox_kind_check '
      || regexp_replace(definition, 'ARRAY\[', 'ARRAY[''announcement''::text, ');
  end if;
  -- Where the kinds are rows (migration 020) rather than a check.
  if to_regclass('message_kinds') is not null then
    insert into message_kinds (kind) values ('announcement') on conflict do nothing;
  end if;
end
$$;
