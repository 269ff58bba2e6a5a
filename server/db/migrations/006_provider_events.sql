-- Card providers' webhook events, each applied once: an event's id is inserted in the transaction of the change it
-- makes, so a replayed event (or the same event reaching two servers) finds its id taken and changes nothing.

create table provider_events (
  provider text not null,
  event_id text not null,
  event_type text not null,
  session_id text not null,
  -- 'paid', 'ended' or 'noted' (kept only: a payment still under way, or an amount that does not match the fee).
  action text not null check (action in ('paid', 'ended', 'noted')),
  -- The checkout's status after the event, and what the event said (amounts, the mismatch).
  payment_status text,
  details jsonb not null default '{}',
  received_at timestamptz not null default now(),
  primary key (provider, event_id)
);

create index provider_events_session on provider_events (session_id);
