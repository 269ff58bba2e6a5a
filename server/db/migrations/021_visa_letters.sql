-- Visa invitation letters (server/visaLetters/): at most one request per registration, which the delegate may send
-- again until a letter is issued. Approving it issues the letter once: the registration's row lock takes managers
-- (and processes) one at a time, the number comes from the counters table (a gapless series of its own), and the
-- e-mail is queued in the same transaction; `outbox_id` being set is what says the letter exists.

create table visa_letter_requests (
  id integer generated always as identity primary key,
  registration_id integer not null unique references registrations (id) on delete cascade,
  status text not null default 'requested' check (status in ('requested', 'approved', 'declined')),
  -- The passport's data as the delegate gave it (null once erased by the retention job).
  passport_name text,
  nationality text,
  passport_number text,
  date_of_birth text,
  passport_expiry text,
  embassy text,
  language text not null,
  requested_at timestamptz not null,
  decided_at timestamptz,
  decided_by text,
  -- The manager's reason for a decline, shown to the delegate.
  reason text,
  number text unique,
  verification_code text unique,
  issued_on text,
  outbox_id integer references outbox (id) on delete set null
);

-- The outbox accepts the letter's e-mail. The kinds are extended rather than listed again, so that kinds another
-- migration added before this one stay allowed whatever their order.
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(oid) into definition from pg_constraint
    where conrelid = 'outbox'::regclass and conname = 'outbox_kind_check';
  if definition is not null and position('''visa_letter''' in definition) = 0 then
    execute 'alter table outbox drop constraint outbox_kind_check';
    execute 'alter table outbox add constraint outbox_kind_check '
      || regexp_replace(definition, 'ARRAY\[', 'ARRAY[''visa_letter''::text, ');
  end if;
  -- Where the kinds are rows (migration 020) rather than a check.
  if to_regclass('message_kinds') is not null then
    insert into message_kinds (kind) values ('visa_letter') on conflict do nothing;
  end if;
end
$$;
