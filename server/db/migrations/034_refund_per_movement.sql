-- One refund row per refund made due (issue 31, point 1): a second surplus, a cancellation after a surplus was paid
-- back, or a card cancellation while a transfer's surplus is still due each make a refund of their own, keyed by the
-- ledger movement that made it due, so each is paid back once (a card one through the provider, a bank one recorded by
-- staff) and none is folded into another of a different method or already paid.
alter table refunds drop constraint refunds_registration_id_key;
alter table refunds add column movement_id integer unique references money_movements (id);
create index refunds_registration on refunds (registration_id);

-- The rows made before: each held all of its registration's refunds due, so it answers for the latest of them.
update refunds f
   set movement_id = (
     select m.id from money_movements m
      where m.registration_id = f.registration_id and m.kind in ('surplus_due', 'refund_due')
      order by m.id desc limit 1);
