-- What a delegate does on their own page. A new e-mail address waits here until its owner opens the confirmation link
-- sent to it; the link is signed with a key derived from the server secret (never stored), over the row's id and the
-- address, so a copy of the database cannot confirm a change.
create table email_changes (
  id integer generated always as identity primary key,
  registration_id integer not null references registrations (id) on delete cascade,
  new_email text not null,
  requested_at timestamptz not null,
  expires_at timestamptz not null,
  -- 'pending' until confirmed; a later request supersedes an earlier one still pending.
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'superseded')),
  confirmed_at timestamptz
);

create index email_changes_registration on email_changes (registration_id, id);

-- The confirmation goes through the outbox like every other message, exactly once, to the new address.
alter table outbox drop constraint outbox_kind_check;
alter table outbox add constraint outbox_kind_check check (kind in (
  'bank_acknowledgement', 'online_confirmation', 'bank_confirmation', 'cancellation_notice', 'delegate_link',
  'email_change_confirmation'
));
