// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { FollowUpCredit } from '../../../core/api/creditTypes';
import { event, fees } from '../../../core/model/schemaData';
import { sqlBankCredits } from '../../../server/bankImport/bankCredits';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { camt053, type CamtEntry } from '../bankImport/camt053Statement';
import { onDefaultStore } from '../helpers/stores';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';

let serial = 0;
/** A bank reference no other credit of the suite has, so each test's credits are its own. */
const bankReference = () => `FU-${Date.now().toString(36)}-${(serial += 1)}`;
const money = (amount: number) => amount.toFixed(2);

onDefaultStore((database) => {
  let server: TestServer;
  let manager: StaffClient;
  let other: StaffClient;
  let viewer: StaffClient;

  beforeAll(async () => {
    const staff = sqlStaffStore(database().db);
    server = await startTestServer({
      store: database().store,
      staffStore: staff,
      bankCredits: sqlBankCredits(database().db),
    });
    [manager, other, viewer] = await Promise.all([
      signedIn(server.baseUrl, staff, 'manager'),
      signedIn(server.baseUrl, staff, 'manager'),
      signedIn(server.baseUrl, staff, 'viewer'),
    ]);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  /** Imports a statement of `entries` as a manager does, and answers the list to follow up afterwards. */
  async function imported(entries: CamtEntry[]): Promise<FollowUpCredit[]> {
    const confirm = await manager.post('/staff/api/bank-statements/confirm', {
      fileName: 'statement.xml',
      content: camt053(entries),
    });
    expect(confirm.status).toBe(200);
    return listed(manager);
  }

  async function listed(client: StaffClient): Promise<FollowUpCredit[]> {
    const response = await client.get('/staff/api/credits');
    expect(response.status).toBe(200);
    return ((await response.json()) as { credits: FollowUpCredit[] }).credits;
  }

  /** The credit of `bankRef` on the list, if it is there. */
  const creditOf = (credits: FollowUpCredit[], bankRef: string) =>
    credits.find((credit) => credit.bankReference === bankRef);

  async function decide(client: StaffClient, body: unknown) {
    const response = await client.post('/staff/api/credits/decisions', body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** What the registration's ledger and row say: its state, what it received, and the statement's payments on it. */
  async function ledgerOf(registration: StoredRegistration, entryKey: string) {
    const detail = await database().store.findRegistration(registration.id);
    const payments = await database().db.query<{ registration_id: number }>(
      `select registration_id from money_movements where source = $1`,
      [`statement:${entryKey}`],
    );
    const receipts = await database().db.query<{ kind: string }>(
      `select kind from outbox where registration_id = $1 and kind = 'bank_confirmation'`,
      [registration.id],
    );
    return {
      state: detail?.state,
      paidAmount: detail?.paidAmount,
      payments: payments.map((row) => row.registration_id),
      receipts: receipts.length,
    };
  }

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
        { amount: money(paid.feeAmount), currency: 'EUR', remittance: `${paid.reference}`, bankReference: otherRef },
      ]);
      expect(creditOf(credits, exactRef)).toBeUndefined();
      expect(creditOf(credits, unknownRef)).toMatchObject({
        outcome: 'unknown_reference',
        amount: exact.feeAmount,
        currency: fees.currency,
        bookedOn: '2025-09-03',
        text: `${event.referencePrefix}-9998`,
        fileName: 'statement.xml',
      });
      expect(creditOf(credits, noneRef)).toMatchObject({ outcome: 'no_reference', amount: exact.feeAmount / 2 });
      expect(creditOf(credits, otherRef)).toMatchObject({
        outcome: 'not_bank',
        currency: 'EUR',
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
      expect((await fetch(`${server.baseUrl}/staff/api/credits`)).status).toBe(401);
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
          paidOn: '2025-09-02',
        },
        context,
      );
      await database().store.applyEvent(
        cancelled.id,
        { type: 'cancelled', cause: 'staff', reason: 'Asked to' },
        context,
      );
      const [ref, euroRef] = [bankReference(), bankReference()];
      const credits = await imported([
        { amount: money(paid.feeAmount), remittance: 'who?', bankReference: ref },
        { amount: money(paid.feeAmount), currency: 'EUR', remittance: 'euros', bankReference: euroRef },
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
      const euro = creditOf(credits, euroRef)!;
      const otherCurrency = await decide(manager, {
        entryKey: euro.entryKey,
        decision: 'assigned',
        reference: paid.reference,
      });
      expect(otherCurrency.status).toBe(422);
      expect(otherCurrency.body.message).toContain(fees.currency);
      const still = await listed(manager);
      expect(creditOf(still, ref)).toBeDefined();
      expect(creditOf(still, euroRef)).toBeDefined();
      expect(await ledgerOf(paid, entryKey)).toMatchObject({ payments: [], paidAmount: paid.feeAmount });
    });
  });

  describe('returning a credit or setting it aside', () => {
    it('records the return with its day, note, who and when, and takes the credit off the list', async () => {
      const [returnRef, asideRef] = [bankReference(), bankReference()];
      const credits = await imported([
        { amount: '40.00', remittance: 'wrong account', bankReference: returnRef },
        { amount: '5.00', remittance: 'test transfer', bankReference: asideRef },
      ]);
      const returned = creditOf(credits, returnRef)!;
      const aside = creditOf(credits, asideRef)!;
      const answers = await Promise.all([
        decide(manager, {
          entryKey: returned.entryKey,
          decision: 'returned',
          returnedOn: '2025-09-10',
          note: 'Sent back',
        }),
        decide(manager, { entryKey: aside.entryKey, decision: 'set_aside', note: 'The bank’s own test' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const after = await listed(viewer);
      expect(creditOf(after, returnRef)).toBeUndefined();
      expect(creditOf(after, asideRef)).toBeUndefined();
      const kept = await database().db.query<Record<string, unknown>>(
        `select decision, to_char(returned_on, 'YYYY-MM-DD') as returned_on, decision_note, decided_by,
           decided_at is not null as dated
         from bank_credits where entry_key in ($1, $2) order by decision`,
        [returned.entryKey, aside.entryKey],
      );
      expect(kept).toEqual([
        {
          decision: 'returned',
          returned_on: '2025-09-10',
          decision_note: 'Sent back',
          decided_by: expect.stringMatching(/^staff manager\./) as unknown,
          dated: true,
        },
        {
          decision: 'set_aside',
          returned_on: null,
          decision_note: 'The bank’s own test',
          decided_by: expect.stringMatching(/^staff manager\./) as unknown,
          dated: true,
        },
      ]);
      // Two managers deciding one credit at once: one is recorded, the other told 409.
      const raceRef = bankReference();
      const race = creditOf(await imported([{ amount: '7.00', remittance: 'race', bankReference: raceRef }]), raceRef)!;
      const raced = await Promise.all([
        decide(manager, { entryKey: race.entryKey, decision: 'set_aside', note: 'first' }),
        decide(other, { entryKey: race.entryKey, decision: 'returned', returnedOn: '2025-09-11', note: 'second' }),
      ]);
      expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });

    it('answers bad input with a 4xx that says what is wrong, and decides nothing', async () => {
      const ref = bankReference();
      const { entryKey } = creditOf(await imported([{ amount: '9.00', remittance: 'odd', bankReference: ref }]), ref)!;
      const cases: [unknown, number, string?][] = [
        [[], 422],
        [{ entryKey, decision: 'refunded', note: 'x' }, 422, 'decision'],
        [{ entryKey, decision: 'set_aside' }, 422, 'note'],
        [{ entryKey, decision: 'set_aside', note: '   ' }, 422, 'note'],
        [{ entryKey, decision: 'set_aside', note: 'a\u202Eb' }, 422, 'note'],
        [{ entryKey, decision: 'set_aside', note: 'x'.repeat(1001) }, 422, 'note'],
        [{ entryKey, decision: 'returned', note: 'back' }, 422, 'returnedOn'],
        [{ entryKey, decision: 'returned', returnedOn: '2025-02-30', note: 'back' }, 422, 'returnedOn'],
        [{ entryKey, decision: 'assigned' }, 422, 'reference'],
        [{ entryKey, decision: 'assigned', reference: 42 }, 422, 'reference'],
        [{ decision: 'set_aside', note: 'x' }, 422, 'entryKey'],
        [{ entryKey: 'no-such-credit', decision: 'set_aside', note: 'x' }, 404],
      ];
      for (const [body, status, field] of cases) {
        const answer = await decide(manager, body);
        expect({ body, status: answer.status }).toEqual({ body, status });
        expect(typeof answer.body.message).toBe('string');
        if (field) expect(Object.keys(answer.body.errors as object)).toEqual([field]);
      }
      expect(creditOf(await listed(manager), ref)).toBeDefined();
    });
  });
});
