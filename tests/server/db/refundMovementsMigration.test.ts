/**
 * Migration 033 on a database of the migrations before it: the registrations cancelled then get their refund due, the
 * refund paid, the part kept and their credit note as ledger rows, dated and attributed as their history says, so
 * their figures read from the ledger are the figures the refunds table gave.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, it } from 'vitest';

import { event } from '../../../core/model/schemaData';
import { ledgerFigures } from '../../../core/rules/ledgerFigures';
import { fromMinorUnits, toMinorUnits } from '../../../core/rules/minorUnits';
import { moneyFigures } from '../../../core/rules/money';
import { refundPercentBeforeCutOff } from '../../../core/rules/refund';
import { migrate, migrationsDir } from '../../../server/db/migrate';
import { openPgliteDatabase } from '../../../server/db/pgliteDatabase';
import { movementsOf } from '../../../server/store/sqlLedger';
import { sqlStore } from '../../../server/store/sqlStore';
import { addDays, registrationDay } from '../../support/eventTimes';
import { instants } from '../helpers/payload';
import { keep } from '../staff/registrationFixtures';

const staffActor = 'staff finance@staff.example.org';

it('books the refunds, refunds paid, fees kept and credit notes of earlier cancellations, with the same figures', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'seminar-033-data-'));
  const before033 = mkdtempSync(join(tmpdir(), 'seminar-033-migrations-'));
  for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql') && name < '033'))
    cpSync(join(migrationsDir, file), join(before033, file));
  const db = await openPgliteDatabase(dataDir);
  try {
    await migrate(db, before033);
    const store = sqlStore(db);
    const at = new Date(instants.earlyBird);

    /** A bank registration paid in full and cancelled as the code before 033 cancelled it: no ledger row but the payment. */
    async function cancelledBefore033(refundStatus: 'due' | 'paid', creditNote: string) {
      const registration = await keep(store, { payment_method: 'bank' });
      const { id, currency, feeAmount } = registration;
      const paid = await store.applyEvent(
        id,
        {
          type: 'payment_confirmed',
          cause: 'staff',
          amount: feeAmount,
          currency,
          paidOn: registrationDay,
          source: `transfer:${id}`,
        },
        { actor: staffActor, at },
      );
      expect(paid.outcome).toBe('applied');
      const refundMinor = Math.round((toMinorUnits(feeAmount, currency) * refundPercentBeforeCutOff) / 100);
      await db.query(`update registrations set state = 'cancelled' where id = $1`, [id]);
      await db.query(
        `insert into registration_history (registration_id, at, event, cause, actor, state_before, state_after, details)
         values ($1, $2, 'cancelled', 'staff', $3, 'paid', 'cancelled', $4::jsonb)`,
        [id, at, staffActor, JSON.stringify({ creditNoteNumber: creditNote })],
      );
      await db.query(
        `insert into refunds (registration_id, method, amount_minor, currency, status, idempotency_key, created_at,
           paid_on, bank_reference, recorded_by)
         values ($1, 'bank', $2, $3, $4, $5, $6, $7::date, $8, $9)`,
        refundStatus === 'paid'
          ? [id, refundMinor, currency, 'paid', `key-${id}`, at, addDays(registrationDay, 3), `BACK-${id}`, staffActor]
          : [id, refundMinor, currency, 'due', `key-${id}`, at, null, null, null],
      );
      await db.query(
        `insert into credit_notes (registration_id, number, issued_on, invoice_number, amount_minor, currency, cause)
         values ($1, $2, $3::date, $4, $5, $6, 'cancellation')`,
        [id, creditNote, registrationDay, registration.invoiceNumber, refundMinor, currency],
      );
      const figures = moneyFigures({
        state: 'cancelled',
        feeAmount,
        currency,
        paidAmount: feeAmount,
        refund: { amount: fromMinorUnits(refundMinor, currency), status: refundStatus },
      });
      return { registration, refundMinor, figures };
    }

    const due = await cancelledBefore033('due', `${event.referencePrefix}-CN-0001`);
    const paidBack = await cancelledBefore033('paid', `${event.referencePrefix}-CN-0002`);

    // 033 and every migration after it, in order: the figures below hold on the database as it now migrates.
    const fromThisOne = readdirSync(migrationsDir)
      .filter((name) => name.endsWith('.sql') && name >= '033')
      .sort();
    expect(await migrate(db)).toEqual(fromThisOne);
    expect(fromThisOne[0]).toBe('033_refund_movements.sql');

    for (const { registration, refundMinor, figures } of [due, paidBack]) {
      const movements = await movementsOf(db, registration.id);
      const { currency, feeAmount } = registration;
      expect(ledgerFigures({ state: 'cancelled', feeAmount, currency }, movements)).toEqual(figures);
      const row = (kind: string) => movements.filter((movement) => movement.kind === kind);
      expect(row('refund_due')).toMatchObject([{ method: 'bank', amountMinor: refundMinor, actor: staffActor }]);
      expect(row('fee_kept')).toMatchObject([
        { method: 'bank', amountMinor: toMinorUnits(feeAmount, currency) - refundMinor, actor: staffActor },
      ]);
      expect(row('credit_note')).toMatchObject([{ method: null, amountMinor: refundMinor, actor: staffActor }]);
    }
    expect(
      (await movementsOf(db, paidBack.registration.id)).filter((movement) => movement.kind === 'refund_paid'),
    ).toMatchObject([{ method: 'bank', amountMinor: paidBack.refundMinor, actor: staffActor }]);
    expect((await movementsOf(db, due.registration.id)).filter((movement) => movement.kind === 'refund_paid')).toEqual(
      [],
    );
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(before033, { recursive: true, force: true });
  }
}, 120_000);
