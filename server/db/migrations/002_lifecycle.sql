-- The registration lifecycle: a state, a reference and a language per registration, the history of every
-- transition, the outbox of e-mails each transition emits, gapless counters, and the local mailbox.

alter table registrations
  add column reference text,
  add column state text not null default 'awaiting_payment'
    check (state in ('awaiting_payment', 'paid', 'cancelled', 'checkout_expired')),
  add column language text not null default 'en',
  add column invoice_number text,
  add column invoice_date date,
  add column paid_amount integer,
  add column paid_currency text,
  add column paid_on date;

-- References and invoice numbers carry the event's prefix, so one index keeps them unique per event.
create unique index registrations_reference_key on registrations (reference);
create unique index registrations_invoice_number_key on registrations (invoice_number);

-- Registrations paid through the old payments table before the lifecycle existed.
update registrations r set state = 'paid', paid_amount = p.amount, paid_currency = p.currency, paid_on = p.completed_at::date
from payments p where p.registration_id = r.id and p.status = 'paid';

-- A registration may have several checkouts over time (a cancelled or expired one is replaced by a fresh one);
-- each payments row is one checkout session, and the registration's state is the one truth about being paid.
alter table payments drop constraint payments_registration_id_key;
create index payments_registration_id on payments (registration_id);
alter table payments drop constraint payments_status_check;
alter table payments add constraint payments_status_check check (status in ('pending', 'paid', 'cancelled', 'expired'));

-- Gapless numbers (references, invoice numbers): a row per series, updated in the transaction that uses the number,
-- so a rolled-back transaction gives its number back. A PostgreSQL sequence would leave gaps.
create table counters (
  name text primary key,
  value integer not null check (value >= 0)
);

create table registration_history (
  id integer generated always as identity primary key,
  registration_id integer not null references registrations (id) on delete cascade,
  at timestamptz not null,
  event text not null,
  cause text not null,
  -- Who: 'delegate', 'card provider <name>', 'staff <account>', 'system'.
  actor text not null,
  state_before text,
  state_after text not null,
  details jsonb not null default '{}'
);

create index registration_history_registration on registration_history (registration_id, id);

create table outbox (
  id integer generated always as identity primary key,
  registration_id integer not null references registrations (id) on delete cascade,
  kind text not null check (kind in ('bank_acknowledgement', 'online_confirmation', 'bank_confirmation', 'cancellation_notice')),
  recipient text not null,
  language text not null,
  -- Figures frozen when the message was written (the refund of a cancellation, a resend's actor).
  details jsonb not null default '{}',
  status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A sender that claimed the message holds it until then; should it die, another sender takes it afterwards.
  locked_until timestamptz,
  -- The claim that holds it: a sender marks and renews only its own claim, never one that passed to another sender.
  locked_by text,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index outbox_due on outbox (next_attempt_at) where status = 'pending';
create index outbox_registration on outbox (registration_id, id);

-- The embedded mailbox: where messages go when no SMTP server is configured.
create table mailbox (
  id integer generated always as identity primary key,
  outbox_id integer unique references outbox (id) on delete set null,
  message_id text not null,
  sender text not null,
  recipient text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  attachments jsonb not null default '[]',
  delivered_at timestamptz not null default now()
);
