-- A checkout ended here (a fee change, a waiver, a cancellation, another checkout paid, a session found stale) must
-- end at the card provider too, or it stays payable there. The call is made after the change commits, and the provider
-- may be out of reach then: until the provider has answered, this stays null and the server tries again (the next
-- change of the registration, or the periodic pass of server/payments/checkoutSweeper.ts).
alter table payments add column ended_at_provider timestamptz;

-- Rows ended before this migration had their one call already; they are not called again.
update payments set ended_at_provider = coalesce(completed_at, created_at) where status <> 'pending';
