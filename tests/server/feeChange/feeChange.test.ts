/**
 * A manager's fee change over real HTTP: a rise on a paid registration makes the difference due and reopens it, a fall
 * makes the excess refundable (never more than received), a region change prices the new column; an issued invoice is
 * credited and replaced, each numbered next in its series; the delegate is sent one notice with the new invoice. A
 * second press, a cancelled registration, no change, an unknown category or region, a missing fee cell, a missing
 * organisation or reason and a viewer are refused with a keyed 4xx and book nothing.
 */
import formSchema from '@schemas/form.schema.json';
import { describe, expect, it } from 'vitest';

import { extras } from '../../../core/model/extras';
import { event } from '../../../core/model/schemaData';
import type { FeeOption, Region } from '../../../core/model/types';
import { formFieldTable } from '../../../core/registration/formFieldTable';
import { toMinorUnits } from '../../../core/rules/minorUnits';
import { addDays, registrationDay } from '../../support/eventTimes';
import { managerServerForSuite } from '../helpers/managerServer';
import { validPayload } from '../helpers/payload';
import { onDefaultStore } from '../helpers/stores';
import { keep } from '../staff/registrationFixtures';
import { signedIn } from '../staff/staffClient';
import { composedNoticeOf } from './composedNotice';
import { feesOf, memberFees, otherColumnRegion } from './feeChangeFixtures';

const { region, cheapest, dearest } = memberFees();
const prefix = event.referencePrefix;
const [extra] = extras;
if (!extra) throw new Error('extras.json has no extra to change');

onDefaultStore((database) => {
  const suite = managerServerForSuite(database);

  const db = () => database().db;
  const registered = (fee: FeeOption, paymentMethod: 'bank' | 'online' = 'bank', inRegion: Region = region) =>
    keep(database().store, {
      payment_method: paymentMethod,
      region: inRegion.regionName,
      member_status: inRegion.status,
      fee_category: fee.value,
    });
  const change = (id: number, body: Record<string, unknown>) =>
    suite.manager.post(`/staff/api/registrations/${id}/fee-change`, { reason: 'Category corrected', ...body });
  const payInFull = async (id: number, amount: number) => {
    const paid = await suite.manager.post(`/staff/api/registrations/${id}/confirm-payment`, {
      amount,
      paidOn: addDays(registrationDay, 1),
      bankReference: `FULL-${id}`,
    });
    expect(paid.status).toBe(200);
  };
  const movements = async (id: number) =>
    (
      await db().query<{ kind: string; amount_minor: string | number; source: string | null }>(
        'select kind, amount_minor, source from money_movements where registration_id = $1 order by id',
        [id],
      )
    ).map((row) => [row.kind, Number(row.amount_minor), row.source]);
  const notices = async (id: number) =>
    (
      await db().query<{ count: number }>(
        `select count(*)::int as count from outbox where registration_id = $1 and kind = 'fee_change_notice'`,
        [id],
      )
    )[0].count;
  const counter = async (series: string) =>
    (await db().query<{ value: number }>('select value from counters where name = $1', [series]))[0]?.value ?? 0;
  const numberIn = (documentNumber: string) => Number(/(\d+)$/.exec(documentNumber)?.[1]);

  it('makes a rise on a paid registration due: a credit note and a new invoice, each next in its series, and one notice', async () => {
    const registration = await registered(cheapest);
    const oldInvoice = registration.invoiceNumber ?? '';
    expect(oldInvoice).not.toBe('');
    await payInFull(registration.id, registration.feeAmount);
    const invoicesBefore = await counter(`invoice:${prefix}`);
    const creditNotesBefore = await counter(`credit-note:${prefix}`);

    const response = await change(registration.id, { fee_category: dearest.value });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({
      outcome: 'changed',
      state: 'awaiting_payment',
      feeAmount: dearest.price,
      currency: registration.currency,
      balanceDue: dearest.price - cheapest.price,
      refundable: 0,
    });
    // Each number is the next of its gapless series, and the counters stand at it.
    expect(numberIn(String(answer.invoiceNumber))).toBe(invoicesBefore + 1);
    expect(numberIn(String(answer.creditNoteNumber))).toBe(creditNotesBefore + 1);
    expect(await counter(`invoice:${prefix}`)).toBe(invoicesBefore + 1);
    expect(answer.invoiceNumber).toMatch(new RegExp(`^${prefix}-INV-`));
    expect(answer.creditNoteNumber).toMatch(new RegExp(`^${prefix}-CN-`));

    const notes = await db().query<{ number: string; invoice_number: string; amount_minor: number; cause: string }>(
      'select number, invoice_number, amount_minor, cause from credit_notes where registration_id = $1',
      [registration.id],
    );
    expect(notes).toEqual([
      {
        number: answer.creditNoteNumber,
        invoice_number: oldInvoice,
        amount_minor: toMinorUnits(cheapest.price, registration.currency),
        cause: 'fee_change',
      },
    ]);
    // The change, then the credit note it issued, each a ledger row of its own.
    expect((await movements(registration.id)).slice(-2)).toEqual([
      [
        'fee_change',
        toMinorUnits(dearest.price - cheapest.price, registration.currency),
        `fee-change:${registration.id}:1`,
      ],
      [
        'credit_note',
        toMinorUnits(cheapest.price, registration.currency),
        `credit-note:${String(answer.creditNoteNumber)}`,
      ],
    ]);
    expect(await notices(registration.id)).toBe(1);

    const page = (await (await suite.manager.get(`/staff/api/registrations/${registration.id}`)).json()) as {
      registration: { state: string; feeAmount: number; invoiceNumber: string; feeCategory: string };
      money: { figures: { balanceDue: number } };
    };
    expect(page.registration).toMatchObject({
      state: 'awaiting_payment',
      feeAmount: dearest.price,
      invoiceNumber: answer.invoiceNumber,
      feeCategory: dearest.value,
    });
    expect(page.money.figures.balanceDue).toBe(dearest.price - cheapest.price);

    const mail = await composedNoticeOf(database().store, registration.id);
    expect(mail.attachments.map((file) => file.filename).join(' ')).toContain(String(answer.invoiceNumber));
    expect(mail.text).toContain(String(answer.creditNoteNumber));
    expect(mail.text).not.toContain('Category corrected');
  });

  it('makes a fall on a paid registration refundable, never more than received, and keeps it paid', async () => {
    const registration = await registered(dearest);
    await payInFull(registration.id, registration.feeAmount);
    const response = await change(registration.id, { fee_category: cheapest.value });
    expect(response.status).toBe(200);
    const refundable = dearest.price - cheapest.price;
    expect(await response.json()).toMatchObject({ state: 'paid', balanceDue: 0, refundable });
    const refunds = await db().query<{ method: string; status: string; amount_minor: number }>(
      'select method, status, amount_minor from refunds where registration_id = $1',
      [registration.id],
    );
    expect(refunds).toEqual([
      { method: 'bank', status: 'due', amount_minor: toMinorUnits(refundable, registration.currency) },
    ]);
    expect((await movements(registration.id)).map(([kind]) => kind)).toEqual([
      'payment',
      'fee_change',
      'surplus_due',
      'credit_note',
    ]);
  });

  it('prices a change of region in the new region’s column, with nothing received nothing refundable', async () => {
    const registration = await registered(cheapest, 'online');
    const other = otherColumnRegion(region);
    const missing = await change(registration.id, { region: other.region.regionName });
    expect(missing.status).toBe(422);
    expect(Object.keys(((await missing.json()) as { errors: object }).errors)).toEqual(['organization_name']);

    const response = await change(registration.id, {
      region: other.region.regionName,
      organization_name: other.organisation,
    });
    expect(response.status).toBe(200);
    const stored = await database().store.findRegistration(registration.id);
    const expected = feesOf(other.region).find((fee) => fee.row === cheapest.row);
    expect(stored).toMatchObject({
      region: other.region.regionName,
      memberStatus: other.region.status,
      organizationName: other.organisation,
      feeCategory: expected?.value,
      feeAmount: expected?.price,
      invoiceNumber: null,
    });
    expect(await response.json()).toMatchObject({ balanceDue: expected?.price, refundable: 0, creditNoteNumber: null });
    expect(stored?.history.at(-1)).toMatchObject({
      event: 'fee_changed',
      details: { changes: { region: { from: region.regionName, to: other.region.regionName } } },
    });
  });

  it('changes an extra, which has no price, without booking money or sending a notice', async () => {
    const registration = await keep(database().store, {
      payment_method: 'bank',
      region: region.regionName,
      member_status: region.status,
      fee_category: cheapest.value,
      join_gala_dinner: extra.joins,
      dietary_preference: validPayload(cheapest.period).dietary_preference,
    });
    // The form's other answer to the extra's question (form.schema.json's enum), whatever it is called.
    const field = formFieldTable.entry(extra.question)?.fields[0] ?? '';
    const answers = (formSchema.properties as Record<string, { enum?: string[] }>)[field]?.enum ?? [];
    const notJoining = answers.find((answer) => answer !== extra.joins) ?? '';
    expect(notJoining).not.toBe('');
    const response = await change(registration.id, { [extra.question]: notJoining });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      feeAmount: cheapest.price,
      invoiceNumber: registration.invoiceNumber,
    });
    expect(await movements(registration.id)).toEqual([]);
    expect(await notices(registration.id)).toBe(0);
    const stored = await database().store.findRegistration(registration.id);
    expect(stored?.history.at(-1)).toMatchObject({
      event: 'registration_changed',
      details: { changes: { joinGalaDinner: { from: extra.joins, to: notJoining } } },
    });
  });

  it('books a second press once and says nothing is left to change', async () => {
    const registration = await registered(cheapest);
    const [first, second] = await Promise.all([
      change(registration.id, { fee_category: dearest.value }),
      change(registration.id, { fee_category: dearest.value }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await movements(registration.id)).filter(([kind]) => kind === 'fee_change')).toHaveLength(1);
    expect(await notices(registration.id)).toBe(1);
  });

  describe('refusals', () => {
    const refused = async (id: number, body: Record<string, unknown>, status: number) => {
      const response = await change(id, body);
      expect(response.status).toBe(status);
      return (await response.json()) as { message: string; messageText: { key: string }; errors?: object };
    };

    it('refuses a cancelled registration and a change that changes nothing, in words that say why', async () => {
      const registration = await registered(cheapest);
      const same = await refused(registration.id, { fee_category: cheapest.value }, 409);
      expect(same.messageText.key).toBe('staff.api.feeChange.unchanged');
      expect(same.message).toMatch(/nothing was changed/);
      expect(
        (await suite.manager.post(`/staff/api/registrations/${registration.id}/cancel`, { message: 'Withdrawn' }))
          .status,
      ).toBe(200);
      // The cancellation credited the unpaid invoice: that credit note is the ledger's only row.
      const before = await movements(registration.id);
      expect(before.map(([kind]) => kind)).toEqual(['credit_note']);
      const cancelled = await refused(registration.id, { fee_category: dearest.value }, 409);
      expect(cancelled.message).toBe('The registration is cancelled: its fee can no longer be changed.');
      expect(await movements(registration.id)).toEqual(before);
    });

    it('refuses an unknown category or region, a fee cell that does not exist, and no reason, by field', async () => {
      const registration = await registered(cheapest);
      const other = otherColumnRegion(region);
      const otherColumnFee = feesOf(other.region)[0];
      const cases: [Record<string, unknown>, string, string][] = [
        [{ fee_category: 'no_such_fee' }, 'fee_category', 'staff.api.feeChange.unknownCategory'],
        [{ region: 'Atlantis' }, 'region', 'staff.api.feeChange.unknownRegion'],
        [{ fee_category: otherColumnFee?.value }, 'fee_category', 'staff.api.feeChange.noCell'],
        [{ fee_category: dearest.value, reason: ' ' }, 'reason', 'staff.api.field.required'],
      ];
      for (const [body, field, key] of cases) {
        const answer = await refused(registration.id, body, 422);
        expect(Object.keys(answer.errors ?? {})).toEqual([field]);
        expect(answer.messageText.key).toBe(key);
      }
      expect(await movements(registration.id)).toEqual([]);
      expect((await database().store.findRegistration(registration.id))?.feeAmount).toBe(cheapest.price);
    });

    it('refuses a viewer, an unknown registration and a body that is no object, with 4xx only', async () => {
      const registration = await registered(cheapest);
      const viewer = await signedIn(suite.server.baseUrl, suite.staff, 'viewer');
      const asViewer = await viewer.post(`/staff/api/registrations/${registration.id}/fee-change`, {
        fee_category: dearest.value,
        reason: 'x',
      });
      expect(asViewer.status).toBe(403);
      expect((await change(999999999, { fee_category: dearest.value })).status).toBe(404);
      expect((await suite.manager.post(`/staff/api/registrations/${registration.id}/fee-change`, ['x'])).status).toBe(
        422,
      );
      expect(await movements(registration.id)).toEqual([]);
    });
  });
});
