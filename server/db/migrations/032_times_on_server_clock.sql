-- One clock (issue 32, point 7): an outbox message's created_at and sent_at, and a mailbox entry's delivered_at, are
-- now written from the server's clock, so that in the demo the console shows the demo's day beside the history's.
-- The monitor's "oldest pending" must still measure real waiting (the demo clock stands still), so the real time a
-- message was queued is kept apart, as next_attempt_at and locked_until already are. Rows queued before this
-- migration were stamped by the database's clock, which is real time.
alter table outbox add column queued_at timestamptz not null default now();
update outbox set queued_at = created_at;

-- An error report likewise: staff are shown when it came by the server's clock (reported_at), while created_at stays
-- the database's real time, which the 30-day purge counts from (a demo clock standing still would never let one age).
alter table error_reports add column reported_at timestamptz not null default now();
update error_reports set reported_at = created_at;
