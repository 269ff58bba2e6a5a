-- Staff changes that move money (issue 31, point 6): a manager changes a registration's fee category, region or
-- organisation, or extras. An issued invoice is never edited: a credit note answers it and a new invoice follows,
-- each numbered in its own gapless series (the counters table), so a registration may now have several credit notes.
alter table credit_notes drop constraint credit_notes_registration_id_key;
create index credit_notes_registration on credit_notes (registration_id, id);
-- Why the invoice was credited: the registration was cancelled, or its fee changed (and a new invoice followed).
alter table credit_notes add column cause text not null default 'cancellation'
  check (cause in ('cancellation', 'fee_change'));

-- The fee change in the ledger: the difference between the old fee and the new, once per change (source
-- 'fee-change:<registration id>:<n>', the registration's n-th change, taken under its row lock), so a second press,
-- two managers or two servers at once book it once. Refunds stay one row per registration: a fee that fell adds
-- what it makes refundable to the refund still due, as a surplus does.
alter table money_movements drop constraint money_movements_kind_check;
alter table money_movements add constraint money_movements_kind_check
  check (kind in ('payment', 'surplus_due', 'shortfall_accepted', 'waiver', 'fee_change', 'reversal'));

-- The delegate's notice of the new fee, with the new invoice (server/feeChange/feeChangeMessages.ts).
insert into message_kinds (kind) values ('fee_change_notice');
