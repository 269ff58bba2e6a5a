-- Complimentary registrations (issue 31, point 5): a manager waives the whole fee of an invited guest, an existing
-- registration's or one registered by staff. The ledger books the waived fee as a movement of its own, once per
-- registration (source 'waiver:<id>'); the guest gets a confirmation with no invoice and nothing to pay.
alter table money_movements drop constraint money_movements_kind_check;
alter table money_movements add constraint money_movements_kind_check
  check (kind in ('payment', 'surplus_due', 'shortfall_accepted', 'waiver', 'reversal'));

-- The fee waived, in whole units of the registration's currency, kept on the row beside paid_amount so that the list
-- counts complimentary registrations apart without reading every ledger; the ledger holds it in cents.
alter table registrations add column fee_waived_amount double precision check (fee_waived_amount >= 0);

-- The guest's confirmation (server/complimentary/complimentaryMessages.ts).
insert into message_kinds (kind) values ('complimentary_confirmation');
