-- Attendance certificates: at most one per registration (issuing twice, or from two processes at once, finds the first),
-- numbered in a gapless series of their own (the counters table), with the name and days they certify frozen.

create table certificates (
  id integer generated always as identity primary key,
  number text not null unique,
  registration_id integer not null unique references registrations (id),
  -- The registered name as printed, and [{ meeting, days }] from the check-ins standing when it was issued.
  name text not null,
  attended jsonb not null,
  issued_at timestamptz not null default now(),
  issued_by text not null,
  outbox_id integer references outbox (id) on delete set null
);

-- The outbox accepts the certificate's e-mail since migration 008.
