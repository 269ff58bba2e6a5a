-- Refunds and credit notes in the ledger (issue 31, point 1): a cancellation's refund made due, a refund paid back
-- (through the card provider or by a transfer staff record), the part of the money a cancellation kept, and each
-- credit note issued are movements of their own, booked in the transaction that makes them, once per source. The
-- refunds table stays the card refunds' work queue and the record of their progress; the figures come from the ledger.
alter table money_movements drop constraint money_movements_kind_check;
alter table money_movements add constraint money_movements_kind_check
  check (kind in ('payment', 'surplus_due', 'shortfall_accepted', 'waiver', 'fee_change', 'refund_due', 'refund_paid',
                  'fee_kept', 'credit_note', 'reversal'));

-- The registrations cancelled before this migration: their refunds and credit notes become movements as the code now
-- books them, dated and attributed as their history rows say, so their figures read the same from the ledger.

-- A cancellation's refund: what its refund row holds beyond the surpluses the ledger already made due.
insert into money_movements (registration_id, kind, method, amount_minor, currency, at, actor, source, details)
select f.registration_id, 'refund_due', f.method, f.amount_minor - coalesce(s.surplus, 0), f.currency,
       coalesce(h.at, f.created_at), coalesce(h.actor, 'system'), 'cancellation:' || f.registration_id || '/refund',
       '{}'::jsonb
  from refunds f
  join registrations r on r.id = f.registration_id and r.state = 'cancelled'
  left join lateral (
    select sum(case when m.kind = 'surplus_due' then m.amount_minor
                    when m.kind = 'reversal' and m.details ->> 'reverses' = 'surplus_due' then -m.amount_minor
                    else 0 end) as surplus
      from money_movements m where m.registration_id = f.registration_id
  ) s on true
  left join lateral (
    select at, actor from registration_history
     where registration_id = f.registration_id and event = 'cancelled' order by id desc limit 1
  ) h on true
 where f.amount_minor - coalesce(s.surplus, 0) > 0;

-- A refund paid: by the provider, or by a transfer staff recorded (a card refund the provider refused included).
insert into money_movements (registration_id, kind, method, amount_minor, currency, at, actor, source, details)
select f.registration_id, 'refund_paid', case when f.recorded_by is not null then 'bank' else f.method end,
       f.amount_minor, f.currency, f.updated_at,
       coalesce(f.recorded_by, 'card provider ' || coalesce(f.provider, 'unknown')), 'refund-paid:' || f.id,
       jsonb_strip_nulls(jsonb_build_object('paidOn', f.paid_on::text, 'bankReference', f.bank_reference))
  from refunds f
 where f.status = 'paid';

-- What each cancellation kept: the money received less all that was made due back.
insert into money_movements (registration_id, kind, method, amount_minor, currency, at, actor, source, details)
select r.id, 'fee_kept',
       case when exists (select 1 from money_movements p where p.registration_id = r.id and p.kind = 'payment'
                            and p.method = 'card') then 'card' else 'bank' end,
       t.held, r.currency, coalesce(h.at, now()), coalesce(h.actor, 'system'), 'cancellation:' || r.id || '/kept',
       '{}'::jsonb
  from registrations r
  join lateral (
    select sum(case when m.kind = 'payment' then m.amount_minor
                    when m.kind in ('surplus_due', 'refund_due') then -m.amount_minor
                    when m.kind = 'reversal' and m.details ->> 'reverses' = 'payment' then -m.amount_minor
                    when m.kind = 'reversal' and m.details ->> 'reverses' in ('surplus_due', 'refund_due')
                      then m.amount_minor
                    else 0 end) as held
      from money_movements m where m.registration_id = r.id
  ) t on t.held > 0
  left join lateral (
    select at, actor from registration_history
     where registration_id = r.id and event = 'cancelled' order by id desc limit 1
  ) h on true
 where r.state = 'cancelled';

-- Each credit note issued, a cancellation's or a fee change's: a document, it moves no figure.
insert into money_movements (registration_id, kind, method, amount_minor, currency, at, actor, source, details)
select c.registration_id, 'credit_note', null, c.amount_minor, c.currency, coalesce(h.at, c.created_at),
       coalesce(h.actor, 'system'), 'credit-note:' || c.number,
       jsonb_build_object('number', c.number, 'invoiceNumber', c.invoice_number, 'cause', c.cause)
  from credit_notes c
  left join lateral (
    select at, actor from registration_history
     where registration_id = c.registration_id and details ->> 'creditNoteNumber' = c.number order by id limit 1
  ) h on true
 order by c.id;
