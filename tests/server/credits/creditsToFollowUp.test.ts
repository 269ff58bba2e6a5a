/**
 * Credits to follow up over HTTP: the list of imported credits no ledger counts (to every staff member), and a
 * manager's assignment of one to a registration, booked once on its ledger as a matched credit is.
 */
import { beforeAll, describe, expect, it } from 'vitest';

import { event, fees } from '../../../core/model/schemaData';
import { addDays, registrationDay } from '../../support/eventTimes';
import { bookedOn } from '../bankImport/camt053Statement';
import { onDefaultStore } from '../helpers/stores';
import { keep } from '../staff/registrationFixtures';
import type { StaffClient } from '../staff/staffClient';
import { bankReference, creditOf, followUpSuite, money } from './followUpSuite';

/** A currency other than the event's, for a credit that cannot be booked on its ledgers. */
const otherCurrency = ['EUR', 'CHF'].find((code) => code !== fees.currency) ?? 'EUR';

onDefaultStore((database) => {
  const suite = followUpSuite(database);
  const { imported, listed, decide, ledgerOf } = suite;
  let manager: StaffClient;
  let other: StaffClient;
  let viewer: StaffClient;
  beforeAll(() => {
    ({ manager, other, viewer } = suite.clients);
  });

  describe('the list', () => {
    it('shows every imported credit no ledger counts, to viewers too, and leaves out the ones booked', async () => {
      const exact = await keep(database().store);
      const paid = await keep(database().store, { payment_method: 'online' });
      const [exactRef, unknownRef, noneRef, otherRef] = [
        bankReference(),
        bankReference(),
        bankReference(),
        bankReference(),
      ];
      const credits = await imported([
        { amount: money(exact.feeAmount), remittance: `${exact.reference}`, bankReference: exactRef },
        { amount: money(exact.feeAmount), remittance: `${event.referencePrefix}-9998`, bankReference: unknownRef },
        { amount: money(exact.feeAmount / 2), remittance: 'Seminar fee for two', bankReference: noneRef },
        {
          amount: money(paid.feeAmount),
          currency: otherCurrency,
          remittance: `${paid.reference}`,
          bankReference: otherRef,
        },
      ]);
      expect(creditOf(credits, exactRef)).toBeUndefined();
      expect(creditOf(credits, unknownRef)).toMatchObject({
        outcome: 'unknown_reference',
        amount: exact.feeAmount,
        currency: fees.currency,
        bookedOn,
        text: `${event.referencePrefix}-9998`,
        fileName: 'statement.xml',
      });
      expect(creditOf(credits, noneRef)).toMatchObject({ outcome: 'no_reference', amount: exact.feeAmount / 2 });
      expect(creditOf(credits, otherRef)).toMatchObject({
        outcome: 'not_bank',
        currency: otherCurrency,
        registration: { id: paid.id, reference: paid.reference },
      });
      expect(Number.isNaN(Date.parse(creditOf(credits, noneRef)!.importedAt))).toBe(false);
      expect((await listed(viewer)).map((credit) => credit.entryKey)).toEqual(credits.map((credit) => credit.entryKey));
    });

    it('refuses a viewer any decision, and a visitor without a session the list', async () => {
      const ref = bankReference();
      const credit = creditOf(await imported([{ amount: '10.00', remittance: 'gift', bankReference: ref }]), ref)!;
      const refused = await decide(viewer, { entryKey: credit.entryKey, decision: 'set_aside', note: 'A gift' });
      expect(refused.status).toBe(403);
      expect(creditOf(await listed(manager), ref)).toBeDefined();
      expect((await fetch(`${suite.baseUrl()}/staff/api/credits`)).status).toBe(401);
    });
  });

  describe('assigning a credit to a registration', () => {
    it('books it once on that ledger: the exact fee confirms the registration with one receipt', async () => {
      const registration = await keep(database().store);
      const ref = bankReference();
      const credits = await imported([
        { amount: money(registration.feeAmount), remittance: 'Conference fee, Dr Chan', bankReference: ref },
      ]);
      const credit = creditOf(credits, ref)!;
      const assigned = await decide(manager, {
        entryKey: credit.entryKey,
        decision: 'assigned',
        reference: registration.reference!.toLowerCase(),
        note: 'The delegate wrote to say this is theirs',
      });
      expect(assigned).toEqual({
        status: 200,
        body: {
          entryKey: credit.entryKey,
          decision: 'assigned',
          registration: { id: registration.id, reference: registration.reference, state: 'paid' },
        },
      });
      expect(await ledgerOf(registration, credit.entryKey)).toEqual({
        state: 'paid',
        paidAmount: registration.feeAmount,
        payments: [registration.id],
        receipts: 1,
      });
      expect(creditOf(await listed(manager), ref)).toBeUndefined();

      // The same decision again, or another one: 409, and the ledger still counts the credit once.
      const again = await decide(manager, {
        entryKey: credit.entryKey,
        decision: 'assigned',
        reference: registration.reference,
      });
      expect(again.status).toBe(409);
      expect((await decide(other, { entryKey: credit.entryKey, decision: 'set_aside', note: 'x' })).status).toBe(409);
      expect(await ledgerOf(registration, credit.entryKey)).toMatchObject({ payments: [registration.id], receipts: 1 });
      // Importing the statement again books and lists nothing.
      expect(
        creditOf(
          await imported([
            { amount: money(registration.feeAmount), remittance: 'Conference fee, Dr Chan', bankReference: ref },
          ]),
          ref,
        ),
      ).toBeUndefined();
      expect(await ledgerOf(registration, credit.entryKey)).toMatchObject({ payments: [registration.id], receipts: 1 });
    });

    it('books a short credit as a part payment: the registration stays awaiting payment with the rest due', async () => {
      const registration = await keep(database().store);
      const ref = bankReference();
      const short = registration.feeAmount / 4;
      const credit = creditOf(await imported([{ amount: money(short), remittance: 'part', bankReference: ref }]), ref)!;
      const assigned = await decide(manager, {
        entryKey: credit.entryKey,
        decision: 'assigned',
        reference: registration.reference,
      });
      expect(assigned.status).toBe(200);
      expect(await ledgerOf(registration, credit.entryKey)).toEqual({
        state: 'awaiting_payment',
        paidAmount: short,
        payments: [registration.id],
        receipts: 0,
      });
      const history = (await database().store.findRegistration(registration.id))?.history.at(-1);
      expect(history).toMatchObject({
        event: 'payment_part_received',
        actor: expect.stringMatching(/^staff manager\./) as unknown,
        details: { bankReference: ref, balanceDue: registration.feeAmount - short },
      });
    });

    it('by two managers at once to two registrations: one wins, the other is told 409, the credit counts once', async () => {
      const [first, second] = await Promise.all([keep(database().store), keep(database().store)]);
      const ref = bankReference();
      const credit = creditOf(
        await imported([{ amount: money(first.feeAmount), remittance: 'two names', bankReference: ref }]),
        ref,
      )!;
      const answers = await Promise.all([
        decide(manager, { entryKey: credit.entryKey, decision: 'assigned', reference: first.reference }),
        decide(other, { entryKey: credit.entryKey, decision: 'assigned', reference: second.reference }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers[0].status === 200 ? first : second;
      const loser = winner === first ? second : first;
      expect(await ledgerOf(winner, credit.entryKey)).toMatchObject({
        state: 'paid',
        payments: [winner.id],
        receipts: 1,
      });
      expect(await ledgerOf(loser, credit.entryKey)).toMatchObject({
        state: 'awaiting_payment',
        paidAmount: null,
        receipts: 0,
      });
    });

    it('is refused with the reason, and the credit stays listed, for a registration that cannot take it', async () => {
      const paid = await keep(database().store);
      const cancelled = await keep(database().store);
      const context = { actor: 'staff test', at: new Date() };
      await database().store.applyEvent(
        paid.id,
        {
          type: 'payment_confirmed',
          cause: 'staff',
          amount: paid.feeAmount,
          currency: paid.currency,
          paidOn: addDays(registrationDay, 1),
        },
        context,
      );
      await database().store.applyEvent(
        cancelled.id,
        { type: 'cancelled', cause: 'staff', reason: 'Asked to' },
        context,
      );
      const [ref, foreignRef] = [bankReference(), bankReference()];
      const credits = await imported([
        { amount: money(paid.feeAmount), remittance: 'who?', bankReference: ref },
        { amount: money(paid.feeAmount), currency: otherCurrency, remittance: 'foreign', bankReference: foreignRef },
      ]);
      const { entryKey } = creditOf(credits, ref)!;
      const toPaid = await decide(manager, { entryKey, decision: 'assigned', reference: paid.reference });
      expect(toPaid.status).toBe(409);
      expect(toPaid.body.errors).toEqual({ reference: [expect.stringContaining('paid already') as unknown] });
      const toCancelled = await decide(manager, { entryKey, decision: 'assigned', reference: cancelled.reference });
      expect(toCancelled.status).toBe(409);
      expect(toCancelled.body.message).toContain('cancelled');
      const unknown = await decide(manager, {
        entryKey,
        decision: 'assigned',
        reference: `${event.referencePrefix}-9997`,
      });
      expect(unknown).toMatchObject({
        status: 422,
        body: { errors: { reference: ['No registration has this reference.'] } },
      });
      const foreign = creditOf(credits, foreignRef)!;
      const inOtherCurrency = await decide(manager, {
        entryKey: foreign.entryKey,
        decision: 'assigned',
        reference: paid.reference,
      });
      expect(inOtherCurrency.status).toBe(422);
      expect(inOtherCurrency.body.message).toContain(fees.currency);
      const still = await listed(manager);
      expect(creditOf(still, ref)).toBeDefined();
      expect(creditOf(still, foreignRef)).toBeDefined();
      expect(await ledgerOf(paid, entryKey)).toMatchObject({ payments: [], paidAmount: paid.feeAmount });
    });
  });
});
