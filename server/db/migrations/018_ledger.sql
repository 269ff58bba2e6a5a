-- One ledger per registration: every movement of its money (a payment by card or transfer, a surplus made due back,
-- a shortfall a manager accepted), appended and never changed or deleted; a mistaken entry is reversed by another.
-- The figures staff and the delegate read are computed from it by core/rules/ledger.ts.

create table money_movements (
  id integer generated always as identity primary key,
  registration_id integer not null references registrations (id),
  kind text not null check (kind in ('payment', 'surplus_due', 'shortfall_accepted', 'reversal')),
  -- How the money moved: 'card' through the provider of a checkout, 'bank' by transfer. Null for a decision.
  method text check (method in ('card', 'bank')),
  -- In the currency's smallest unit (cents), never negative: the kind says which way it goes.
  amount_minor bigint not null check (amount_minor >= 0),
  currency text not null,
  at timestamptz not null,
  -- Who or what made it: 'staff a@example.org', 'card provider stripe', 'bank import ...'.
  actor text not null,
  -- What makes it unique: the checkout session, the statement entry, the transfer's bank reference. A second press,
  -- a second server, a replayed webhook or a repeated import finds it taken and books nothing.
  source text unique,
  details jsonb not null default '{}'
);

create index money_movements_registration on money_movements (registration_id, id);

create function money_movements_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'money_movements is append-only: reverse an entry with another';
end
$$;

create trigger money_movements_append_only before update or delete on money_movements
  for each row execute function money_movements_append_only();

-- What was received so far may have cents now that a short or partial transfer is booked as it came. The ledger holds
-- the exact sum in cents; this column keeps that sum for the readers of the registration row (read back as a number).
alter table registrations alter column paid_amount type double precision;
-- A checkout charges what is still owed, which after a short transfer may have cents.
alter table payments alter column amount type double precision;
