import organiser from '@schemas/organiser.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event, fees } from '../../../core/model/schemaData';
import { sqlBankCredits } from '../../../server/bankImport/bankCredits';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { addDays } from '../../support/eventTimes';
import { onDefaultStore } from '../helpers/stores';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { bookedOn, camt053 } from './camt053Statement';

interface Reviewed {
  entryKey: string;
  amount: number;
  currency: string;
  outcome: string;
  imported: boolean;
  registration?: { id: number; name: string };
}
interface Answer {
  confirmed?: number;
  recorded?: number;
  credits: Reviewed[];
  message?: string;
}

const columns = organiser.bankStatementCsv.columns;

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

  async function call(client: StaffClient, step: 'preview' | 'confirm', content: string, fileName = 'statement') {
    const response = await client.post(`/staff/api/bank-statements/${step}`, { fileName, content });
    return { status: response.status, body: (await response.json()) as Answer };
  }

  async function stateOf(registration: StoredRegistration) {
    const detail = await database().store.findRegistration(registration.id);
    const messages = await database().db.query<{ kind: string }>(
      `select kind from outbox where registration_id = $1 and kind = 'bank_confirmation'`,
      [registration.id],
    );
    return { state: detail?.state, paidAmount: detail?.paidAmount, receipts: messages.length };
  }

  describe('importing a camt.053 statement', () => {
    it('judges each credit, confirms the exact ones in one step with one receipt each, and records nothing twice', async () => {
      const exact = await keep(database().store);
      const partial = await keep(database().store);
      const overpaid = await keep(database().store);
      const paid = await keep(database().store, { payment_method: 'online' });
      const statement = camt053([
        { amount: `${exact.feeAmount}.00`, remittance: `Seminar fee ${exact.reference} Ann Ho`, bankReference: 'B-1' },
        {
          amount: `${partial.feeAmount - 25}.00`,
          remittance: `${partial.reference!.toLowerCase()}`,
          bankReference: 'B-2',
        },
        {
          amount: `${overpaid.feeAmount + 10}.00`,
          remittance: `REF ${overpaid.reference!.replace('-', ' ')}`,
          bankReference: 'B-3',
        },
        { amount: '100.00', remittance: `${event.referencePrefix}-9999 unknown`, bankReference: 'B-4' },
        { amount: `${exact.feeAmount}.00`, currency: 'EUR', remittance: `${paid.reference}`, bankReference: 'B-5' },
        { amount: '55.00', direction: 'DBIT', remittance: 'Bank charges', bankReference: 'B-6' },
        { amount: '300.00', remittance: 'no reference at all' },
      ]);
      const preview = await call(manager, 'preview', statement);
      expect(preview.status).toBe(200);
      expect(preview.body.credits.map((credit) => credit.outcome)).toEqual([
        'exact',
        'partial',
        'overpaid',
        'unknown_reference',
        'not_bank',
        'no_reference',
      ]);
      expect(preview.body.credits.every((credit) => !credit.imported)).toBe(true);
      // A preview records nothing.
      expect((await stateOf(exact)).state).toBe('awaiting_payment');

      const confirm = await call(manager, 'confirm', statement);
      expect(confirm.status).toBe(200);
      // The exact credit and the one beyond the fee confirm their registrations; the short one is booked as a part.
      expect(confirm.body).toMatchObject({ confirmed: 2, recorded: 6 });
      expect(await stateOf(exact)).toEqual({ state: 'paid', paidAmount: exact.feeAmount, receipts: 1 });
      expect(await stateOf(partial)).toEqual({
        state: 'awaiting_payment',
        paidAmount: partial.feeAmount - 25,
        receipts: 0,
      });
      expect(await stateOf(overpaid)).toEqual({ state: 'paid', paidAmount: overpaid.feeAmount + 10, receipts: 1 });
      expect(await database().store.refundOf(overpaid.id)).toMatchObject({ method: 'bank', amount: 10, status: 'due' });
      const history = (await database().store.findRegistration(exact.id))?.history.at(-1);
      expect(history).toMatchObject({
        event: 'payment_confirmed',
        details: { bankReference: 'B-1', paidOn: bookedOn },
      });

      // The same statement again: every credit known, nothing confirmed or recorded, still one receipt.
      const again = await call(manager, 'confirm', statement);
      expect(again.body).toMatchObject({ confirmed: 0, recorded: 0 });
      expect(again.body.credits.every((credit) => credit.imported)).toBe(true);
      expect((await stateOf(exact)).receipts).toBe(1);
      expect((await stateOf(partial)).paidAmount).toBe(partial.feeAmount - 25);
    });

    it('by two managers at once: one payment, one receipt, each credit recorded once', async () => {
      const registrations = await Promise.all([1, 2, 3].map(() => keep(database().store)));
      const statement = camt053(
        registrations.map((registration, index) => ({
          amount: `${registration.feeAmount}.00`,
          remittance: `${registration.reference}`,
          bankReference: `RACE-${registration.id}-${index}`,
        })),
      );
      const [first, second] = await Promise.all([
        call(manager, 'confirm', statement),
        call(other, 'confirm', statement),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect((first.body.confirmed ?? 0) + (second.body.confirmed ?? 0)).toBe(3);
      expect((first.body.recorded ?? 0) + (second.body.recorded ?? 0)).toBe(3);
      for (const registration of registrations)
        expect(await stateOf(registration)).toMatchObject({ state: 'paid', receipts: 1 });
    });

    it('holds back both credits of a reference quoted twice in one statement', async () => {
      const registration = await keep(database().store);
      const statement = camt053([
        { amount: `${registration.feeAmount}.00`, remittance: `${registration.reference}`, bankReference: 'TWICE-1' },
        {
          amount: `${registration.feeAmount}.00`,
          remittance: `${registration.reference} again`,
          bankReference: 'TWICE-2',
        },
      ]);
      const confirm = await call(manager, 'confirm', statement);
      expect(confirm.body.credits.map((credit) => credit.outcome)).toEqual(['quoted_twice', 'quoted_twice']);
      expect(confirm.body.confirmed).toBe(0);
      expect((await stateOf(registration)).state).toBe('awaiting_payment');
    });

    it('names each delegate in the order of their name: family name first for a Chinese name', async () => {
      const chinese = await keep(database().store, { family_name: '陳', given_name: '美玲' });
      const latin = await keep(database().store, { family_name: 'Ho', given_name: 'Ann' });
      const statement = camt053(
        [chinese, latin].map((registration, index) => ({
          amount: `${registration.feeAmount}.00`,
          remittance: `${registration.reference}`,
          bankReference: `N-${index}`,
        })),
      );
      const preview = await call(manager, 'preview', statement);
      expect(preview.body.credits.map((credit) => credit.registration?.name)).toEqual(['陳美玲', 'Ann Ho']);
    });
  });

  describe('importing a CSV statement with the columns of organiser.json', () => {
    it('reads credits, leaves debits out, and keys equal lines apart so a re-import records nothing twice', async () => {
      const registration = await keep(database().store);
      const dayAfter = addDays(bookedOn, 1);
      const header = [columns.date, columns.amount, columns.currency, columns.text, columns.reference].join(',');
      const csv = [
        header,
        `${bookedOn},"${registration.feeAmount.toLocaleString('en-US')}.00",${fees.currency},"Fee ${registration.reference}",CSV-1`,
        `${bookedOn},-20.00,${fees.currency},Charges,CSV-2`,
        `${dayAfter},50.00,${fees.currency},Gift,`,
        `${dayAfter},50.00,${fees.currency},Gift,`,
      ].join('\n');
      const preview = await call(manager, 'preview', csv, 'statement.csv');
      expect(preview.body.credits.map((credit) => credit.outcome)).toEqual(['exact', 'no_reference', 'no_reference']);
      const confirm = await call(manager, 'confirm', csv, 'statement.csv');
      expect(confirm.status).toBe(200);
      // After the import the table says how things stand now: paid, and every credit imported.
      expect(confirm.body.credits.map((credit) => [credit.outcome, credit.imported])).toEqual([
        ['already_paid', true],
        ['no_reference', true],
        ['no_reference', true],
      ]);
      expect(confirm.body).toMatchObject({ confirmed: 1, recorded: 3 });
      expect(await stateOf(registration)).toMatchObject({ state: 'paid', receipts: 1 });
      expect((await call(manager, 'confirm', csv)).body).toMatchObject({ confirmed: 0, recorded: 0 });
    });
  });

  describe('bad input', () => {
    it('answers a clear 422 and records nothing for a file that is not a statement', async () => {
      const cases: [string, RegExp][] = [
        ['<Document><BkToCstmrStmt><Stmt>', /not well-formed XML/],
        [
          '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>',
          /not a camt\.053/,
        ],
        [':20:STARTUMSE\n:25:10020030/1234567\n:28C:00001/001', /MT940/],
        ['Name,Value\nAnn,3', /no column/],
        [
          `${columns.date},${columns.amount},${columns.currency},${columns.text}\n${bookedOn.split('-').reverse().join('.')},10,${fees.currency},x`,
          /date/,
        ],
        ['', /empty/],
        ['x'.repeat(5_000_001), /too large/],
      ];
      for (const [content, message] of cases) {
        const answer = await call(manager, 'preview', content);
        expect(answer.status, content.slice(0, 40)).toBe(422);
        expect(answer.body.message).toMatch(message);
      }
      const before = await database().db.query<{ count: string }>('select count(*)::text as count from bank_credits');
      await call(manager, 'confirm', '<Document><BkToCstmrStmt><Stmt>');
      const after = await database().db.query<{ count: string }>('select count(*)::text as count from bank_credits');
      expect(after).toEqual(before);
    });

    it('refuses a 10 MB upload with 413 before reading it, and a viewer with 403', async () => {
      const huge = await call(manager, 'preview', 'x'.repeat(13 * 1024 * 1024));
      expect(huge.status).toBe(413);
      expect(huge.body.message).toBeTruthy();
      expect((await call(viewer, 'preview', camt053([]))).status).toBe(403);
    });
  });

  describe('a statement of 1,000 credits', () => {
    it('is previewed and confirmed in time, each credit once', async () => {
      const entries = Array.from({ length: 1000 }, (_, index) => ({
        amount: `${100 + (index % 50)}.00`,
        remittance: `Transfer ${index} without a reference`,
        bankReference: `BULK-${index}`,
      }));
      const statement = camt053(entries, 'STMT-BULK');
      const started = performance.now();
      const confirm = await call(manager, 'confirm', statement);
      const elapsed = performance.now() - started;
      expect(confirm.status).toBe(200);
      expect(confirm.body.recorded).toBe(1000);
      console.info(`bank statement import: 1,000 credits confirmed in ${Math.round(elapsed)} ms`);
    }, 120_000);
  });
});
