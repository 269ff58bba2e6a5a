-- Money after a cancellation: the refund it makes due (paid back through the card provider, or by staff for a bank
-- transfer), the provider's refund events applied once each, and the credit notes of cancelled invoices.

-- One refund per registration at most: the cancellation that makes it due inserts it in its own transaction, so two
-- cancellations at once, or a replayed one, can never make two.
create table refunds (
  id integer generated always as identity primary key,
  registration_id integer not null unique references registrations (id) on delete cascade,
  -- 'card': paid back through the provider of the paid checkout; 'bank': staff transfer it and record it.
  method text not null check (method in ('card', 'bank')),
  -- In the currency's smallest unit (cents): 75% of a fee may have cents.
  amount_minor integer not null check (amount_minor > 0),
  currency text not null,
  -- card: requested (to be sent to the provider), submitted (the provider took it), paid (the provider confirmed it),
  -- failed (the provider refused it: staff settle it). bank: due, then paid when staff record the transfer.
  status text not null check (status in ('requested', 'submitted', 'due', 'paid', 'failed')),
  -- The checkout session that took the money, and its provider.
  provider text,
  session_id text,
  provider_refund_id text unique,
  -- The payment the provider refunds (a Stripe PaymentIntent), so an event naming only the charge's payment finds it.
  provider_payment_id text,
  -- Sent with every call for this refund: a retried call, or a second server, never refunds twice.
  idempotency_key text not null unique,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A refund sender holds its claim until then; should it die mid-call, another takes it afterwards.
  locked_until timestamptz,
  locked_by text,
  last_error text,
  -- What staff record of a bank refund, and when a refund was confirmed.
  paid_on date,
  bank_reference text,
  recorded_by text,
  created_at timestamptz not null,
  updated_at timestamptz not null default now()
);

create index refunds_due on refunds (next_attempt_at) where status = 'requested';

-- Card providers' refund events, each applied once (the id is inserted in the transaction of the change it makes).
create table refund_events (
  provider text not null,
  event_id text not null,
  event_type text not null,
  refund_id integer references refunds (id) on delete set null,
  details jsonb not null default '{}',
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);

-- Invoices are never edited: a cancelled bank registration's invoice is answered by a credit note of its own gapless
-- series ('PICS2025-CN-0001', from the counters table in the cancellation's transaction).
create table credit_notes (
  id integer generated always as identity primary key,
  registration_id integer not null unique references registrations (id) on delete cascade,
  number text not null unique,
  issued_on date not null,
  invoice_number text not null,
  amount_minor integer not null check (amount_minor > 0),
  currency text not null,
  created_at timestamptz not null default now()
);
