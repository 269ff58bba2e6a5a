/**
 * Refunds of cancelled registrations with the real `stripe` SDK against the stand-in: the amount the rule gives in
 * cents, the idempotency key, the webhook, two cancellations at once, a provider error and a refusal; and a bank
 * registration's refund due, recorded by staff, with its credit note.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { event, fees } from '../../../core/model/schemaData';
import { toMinorUnits } from '../../../core/rules/minorUnits';
import { refundFor } from '../../../core/rules/refund';
import { fixedClock } from '../../../server/clock';
import { loadInvoiceFont } from '../../../server/invoice/invoiceFont';
import { smtpTransport } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { stripeWebhookPath } from '../../../server/payments/stripeWebhook';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { addDays, periods, registrationDay } from '../../support/eventTimes';
import { eventually } from '../helpers/eventually';
import { instants, validPayload } from '../helpers/payload';
import { senderLinks } from '../helpers/senderLinks';
import { pdfText, type SmtpSink, startSmtpSink } from '../helpers/smtpSink';
import { standInCheckout } from '../helpers/standInCheckout';
import { signedWebhookHeaders, startStripeStandIn, stripeError, type StripeStandIn } from '../helpers/stripeStandIn';
import { openTestDatabase, stopTestPostgres, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { readCsvRecords } from '../staff/readCsv';
import { signedIn, type StaffClient } from '../staff/staffClient';

const clock = fixedClock(new Date(instants.earlyBird));
const webhookSecret = 'whsec_test_refunds';

interface RefundRow {
  status: string;
  method: string;
  amount_minor: number;
  attempts: number;
  last_error: string | null;
  idempotency_key: string;
}

describe('refunds of cancelled registrations', () => {
  let database: TestDatabase;
  let standIn: StripeStandIn;
  let sink: SmtpSink;
  let sender: OutboxSender;
  let server: TestServer;
  let client: Client;
  let staff: StaffClient;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    sink = await startSmtpSink();
    sender = startOutboxSender({
      store: database.store,
      transport: smtpTransport(sink.url),
      from: 'Seminar <seminar@example.org>',
      font: loadInvoiceFont('none'),
      pollMs: 300,
      ...senderLinks('https://seminar.example.org'),
    });
    standIn = await startStripeStandIn();
    const provider = standInCheckout(standIn, webhookSecret);
    server = await startTestServer({
      store: database.store,
      staffStore: sqlStaffStore(database.db),
      clock,
      paymentProvider: provider,
      refunds: { pollMs: 200, retryBaseMs: 200, leaseMs: 10_000 },
    });
    client = new Client(server.baseUrl);
    await client.handshake();
    staff = await signedIn(server.baseUrl, sqlStaffStore(database.db), 'manager');
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await sender?.stop();
    await standIn?.close();
    await sink?.stop();
    await database?.close();
    await stopTestPostgres();
  }, 60_000);

  beforeEach(() => {
    standIn.answerNormally();
    standIn.setRefundStatus('succeeded');
  });

  function deliver(payload: unknown): Promise<Response> {
    const body = JSON.stringify(payload);
    return fetch(new URL(stripeWebhookPath, server.baseUrl), {
      method: 'POST',
      headers: signedWebhookHeaders(body, webhookSecret),
      body,
    });
  }

  /** Registers online and pays on the stand-in's page; answers the registration's id, e-mail, fee and PaymentIntent. */
  async function paidOnline() {
    const payload = validPayload(periods.first, { payment_method: 'online' });
    const response = await client.postJson('/web/registrations', payload);
    expect(response.status).toBe(201);
    const { url, reference } = (await response.json()) as { url: string; reference: string };
    const session = [...standIn.sessions.values()].find((candidate) => candidate.url === url);
    if (!session) throw new Error('no session at the stand-in');
    expect((await deliver(standIn.event('checkout.session.completed', standIn.complete(session.id)))).status).toBe(200);
    const rows = await database.db.query<{ id: number; fee_amount: number; currency: string; state: string }>(
      'select id, fee_amount, currency, state from registrations where reference = $1',
      [reference],
    );
    const row = rows[0];
    if (!row) throw new Error('no registration');
    expect(row.state).toBe('paid');
    const refund = refundFor(event, clock(), row.fee_amount);
    return {
      id: row.id,
      email: payload.email,
      reference,
      paymentIntent: session.payment_intent ?? '',
      refundAmount: refund.amount,
      refundMinor: toMinorUnits(refund.amount, row.currency),
      currency: row.currency,
    };
  }

  async function refundOf(id: number): Promise<RefundRow | undefined> {
    const rows = await database.db.query<RefundRow>(
      'select status, method, amount_minor, attempts, last_error, idempotency_key from refunds where registration_id = $1',
      [id],
    );
    return rows[0];
  }

  function refundReaches(id: number, status: string) {
    return eventually(
      () => refundOf(id),
      (row) => row?.status === status,
    );
  }

  /** The registration's ledger rows of a kind, as the table keeps them. */
  async function movementsOf(id: number, kind: string) {
    return database.db.query<{ method: string | null; amount_minor: string; currency: string; actor: string }>(
      'select method, amount_minor, currency, actor from money_movements where registration_id = $1 and kind = $2',
      [id, kind],
    );
  }

  async function historyOf(id: number): Promise<string[]> {
    const rows = await database.db.query<{ event: string }>(
      'select event from registration_history where registration_id = $1 order by id',
      [id],
    );
    return rows.map((row) => row.event);
  }

  /** The e-mails sent to an address, once its outbox holds nothing unsent. */
  async function mailsTo(email: string) {
    await eventually(
      () =>
        database.db.query<{ count: number }>(
          `select count(*)::int as count from outbox o join registrations r on r.id = o.registration_id
           where r.email = $1 and o.status <> 'sent'`,
          [email],
        ),
      (rows) => rows[0]?.count === 0,
    );
    return sink.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email);
  }

  const cancel = (id: number) =>
    staff.post(`/staff/api/registrations/${id}/cancel`, { reason: 'The delegate cannot travel.' });

  it('pays the rule’s refund back through Stripe once, in cents, under the refund’s key, when two tabs cancel at once', async () => {
    const paid = await paidOnline();
    const answers = await Promise.all([cancel(paid.id), cancel(paid.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const refund = await refundReaches(paid.id, 'paid');
    expect(refund).toMatchObject({ method: 'card', status: 'paid', amount_minor: paid.refundMinor });
    const made = [...standIn.refunds.values()].filter((candidate) => candidate.payment_intent === paid.paymentIntent);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ amount: paid.refundMinor, metadata: { reference: paid.reference } });
    const calls = standIn
      .requestsTo('POST', '/v1/refunds')
      .filter((request) => request.form.payment_intent === paid.paymentIntent);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['idempotency-key']).toBe(`${refund?.idempotency_key}/try-1`);
    expect(calls[0]?.form).toMatchObject({ amount: String(paid.refundMinor), payment_intent: paid.paymentIntent });

    const history = await historyOf(paid.id);
    expect(history.filter((name) => name === 'cancelled')).toHaveLength(1);
    expect(history.filter((name) => name === 'refund_paid')).toHaveLength(1);

    const mails = (await mailsTo(paid.email)).filter((mail) => mail.subject?.includes('cancel'));
    expect(mails).toHaveLength(1);
    // Money as the e-mails write it: thousands separated, cents only when there are any (and then two digits).
    const cents = Number.isInteger(paid.refundAmount) ? 0 : 2;
    const amountText = `${fees.currency} ${paid.refundAmount.toLocaleString('en-US', { minimumFractionDigits: cents })}`;
    expect(mails[0]?.text).toContain(`The refund of ${amountText} is being paid back to the card you paid with`);

    // Stripe delivers its refund event, twice: recorded once.
    const refundEvent = standIn.refundEvent('refund.updated', made[0] ?? ({} as never));
    const first = await deliver(refundEvent);
    const again = await deliver(refundEvent);
    expect(await first.json()).toEqual({ received: true });
    expect(await again.json()).toEqual({ received: true, repeat: true });
    expect((await historyOf(paid.id)).filter((name) => name === 'refund_paid')).toHaveLength(1);
    // The ledger made it due once and booked it paid back to the card once, by the provider.
    const due = await movementsOf(paid.id, 'refund_due');
    expect(due.map((row) => ({ ...row, amount_minor: Number(row.amount_minor) }))).toEqual([
      {
        method: 'card',
        amount_minor: paid.refundMinor,
        currency: paid.currency,
        actor: expect.stringMatching(/^staff /),
      },
    ]);
    const back = await movementsOf(paid.id, 'refund_paid');
    expect(back.map((row) => ({ ...row, amount_minor: Number(row.amount_minor) }))).toEqual([
      { method: 'card', amount_minor: paid.refundMinor, currency: paid.currency, actor: 'card provider stripe' },
    ]);
  });

  it('tries again after a provider error and refunds once', async () => {
    const paid = await paidOnline();
    standIn.answerWith(stripeError(500, 'api_error', 'Something went wrong on our end.'));
    expect((await cancel(paid.id)).status).toBe(200);
    const failedTry = await eventually(
      () => refundOf(paid.id),
      (row) => (row?.attempts ?? 0) >= 1 && row?.last_error !== null,
    );
    expect(failedTry).toMatchObject({ status: 'requested' });
    standIn.answerNormally();
    await refundReaches(paid.id, 'paid');
    const made = [...standIn.refunds.values()].filter((candidate) => candidate.payment_intent === paid.paymentIntent);
    expect(made.map((candidate) => candidate.amount)).toEqual([paid.refundMinor]);
  });

  it('records a refund Stripe took as pending when its charge.refunded event arrives', async () => {
    standIn.setRefundStatus('pending');
    const paid = await paidOnline();
    expect((await cancel(paid.id)).status).toBe(200);
    await refundReaches(paid.id, 'submitted');
    const charge = {
      id: `evt_charge_${paid.id}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      type: 'charge.refunded',
      data: {
        object: {
          id: `ch_${paid.id}`,
          object: 'charge',
          payment_intent: paid.paymentIntent,
          amount_refunded: paid.refundMinor,
        },
      },
    };
    expect((await deliver(charge)).status).toBe(200);
    expect(await refundOf(paid.id)).toMatchObject({ status: 'paid' });
  });

  it('leaves a refused refund failed for staff, on a cancelled registration, until staff record it paid', async () => {
    const paid = await paidOnline();
    standIn.answerWith(stripeError(400, 'invalid_request_error', 'This charge is disputed.', 'charge_disputed'));
    expect((await cancel(paid.id)).status).toBe(200);
    const failed = await refundReaches(paid.id, 'failed');
    expect(failed?.last_error).toContain('This charge is disputed.');
    standIn.answerNormally();

    const page = (await (await staff.get(`/staff/api/registrations/${paid.id}`)).json()) as {
      registration: { state: string };
      money: { refund: { status: string }; figures: { refundDue: number; received: number } };
    };
    expect(page.registration.state).toBe('cancelled');
    expect(page.money.refund.status).toBe('failed');
    expect(page.money.figures.refundDue).toBe(paid.refundAmount);

    const wrong = await staff.post(`/staff/api/registrations/${paid.id}/refund-paid`, {
      amount: paid.refundAmount + 1,
      paidOn: addDays(registrationDay, 2),
      bankReference: 'HSBC-REF-1',
    });
    expect(wrong.status).toBe(422);
    const right = await staff.post(`/staff/api/registrations/${paid.id}/refund-paid`, {
      amount: paid.refundAmount,
      paidOn: addDays(registrationDay, 2),
      bankReference: 'HSBC-REF-1',
    });
    expect(right.status).toBe(200);
    const twice = await staff.post(`/staff/api/registrations/${paid.id}/refund-paid`, {
      amount: paid.refundAmount,
      paidOn: addDays(registrationDay, 2),
      bankReference: 'HSBC-REF-1',
    });
    expect(twice.status).toBe(409);
    expect(await refundOf(paid.id)).toMatchObject({ status: 'paid' });
    expect([...standIn.refunds.values()].filter((r) => r.payment_intent === paid.paymentIntent)).toHaveLength(0);
    // Staff paid the refused card refund by transfer: the ledger books it once, as a bank refund, by them.
    const back = await movementsOf(paid.id, 'refund_paid');
    expect(back.map((row) => ({ ...row, amount_minor: Number(row.amount_minor) }))).toEqual([
      {
        method: 'bank',
        amount_minor: paid.refundMinor,
        currency: paid.currency,
        actor: expect.stringMatching(/^staff /),
      },
    ]);
  });

  it('lists a bank refund due for staff and gives the cancelled invoice a credit note, with figures that add up', async () => {
    const payload = validPayload(periods.first, { payment_method: 'bank' });
    const response = await client.postJson('/web/registrations', payload);
    expect(response.status).toBe(201);
    const rows = await database.db.query<{ id: number; fee_amount: number; invoice_number: string }>(
      'select id, fee_amount, invoice_number from registrations where email = $1',
      [payload.email],
    );
    const registration = rows[0];
    if (!registration) throw new Error('no registration');
    const { id, fee_amount: fee } = registration;
    const confirmed = await staff.post(`/staff/api/registrations/${id}/confirm-payment`, {
      amount: fee,
      paidOn: registrationDay,
      bankReference: 'IN-1',
    });
    expect(confirmed.status).toBe(200);
    expect((await cancel(id)).status).toBe(200);
    const refundAmount = refundFor(event, clock(), fee).amount;
    expect(await refundOf(id)).toMatchObject({ method: 'bank', status: 'due' });

    const page = (await (await staff.get(`/staff/api/registrations/${id}`)).json()) as {
      money: {
        figures: { received: number; refundDue: number; kept: number };
        creditNotes: { number: string; amount: number }[];
        ledger: { kind: string; method: string | null; actor: string }[];
      };
    };
    // The page lists the ledger the figures add up, each row with its method and who made it.
    expect(page.money.ledger.map(({ kind, method }) => [kind, method])).toEqual([
      ['payment', 'bank'],
      ['refund_due', 'bank'],
      ['fee_kept', 'bank'],
      ['credit_note', null],
    ]);
    expect(page.money.ledger.every((row) => row.actor.startsWith('staff '))).toBe(true);
    expect(page.money.figures).toMatchObject({ received: fee, refundDue: refundAmount, kept: fee - refundAmount });
    expect(page.money.creditNotes).toHaveLength(1);
    const [creditNote] = page.money.creditNotes;
    expect(creditNote?.amount).toBe(refundAmount);
    expect(creditNote?.number).toMatch(new RegExp(`^${event.referencePrefix}-CN-\\d{4}$`));
    // Each movement of the cancellation is a ledger row: the refund due to be paid by transfer, the part kept, and
    // the credit note, which moves no figure.
    const currency = fees.currency;
    expect(await movementsOf(id, 'refund_due')).toMatchObject([{ method: 'bank', currency }]);
    expect((await movementsOf(id, 'fee_kept')).map((row) => Number(row.amount_minor))).toEqual([
      toMinorUnits(fee - refundAmount, currency),
    ]);
    expect((await movementsOf(id, 'credit_note')).map((row) => Number(row.amount_minor))).toEqual([
      toMinorUnits(refundAmount, currency),
    ]);

    const mails = (await mailsTo(payload.email)).filter((mail) => mail.subject?.includes('cancel'));
    expect(mails).toHaveLength(1);
    const attachment = mails[0]?.attachments.find((file) => file.filename?.startsWith('credit-note-'));
    if (!attachment) throw new Error('the cancellation e-mail has no credit note');
    const text = await pdfText(attachment.content);
    expect(text).toContain(creditNote?.number);
    expect(text).toContain(registration.invoice_number);

    const pdf = await staff.get(`/staff/api/registrations/${id}/credit-note.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Each credit note is fetched by its number; another registration's or a made-up one is not found.
    const byNumber = await staff.get(`/staff/api/registrations/${id}/credit-note.pdf?number=${creditNote?.number}`);
    expect(byNumber.status).toBe(200);
    for (const number of [`${event.referencePrefix}-CN-9999`, '%3Cscript%3E', 'x'.repeat(61)])
      expect((await staff.get(`/staff/api/registrations/${id}/credit-note.pdf?number=${number}`)).status).toBe(404);

    const csv = readCsvRecords(await (await staff.get(`/staff/api/registrations.csv?q=${payload.email}`)).text());
    expect(csv).toHaveLength(1);
    expect(csv[0]).toMatchObject({
      // Plain decimals with the currency's decimals, beside money.currency.
      'money.received': fee.toFixed(2),
      'money.refundDue': refundAmount.toFixed(2),
      'money.refundPaid': (0).toFixed(2),
      'money.kept': (fee - refundAmount).toFixed(2),
    });
    const list = (await (await staff.get(`/staff/api/registrations?q=${payload.email}`)).json()) as {
      counts: { received: Record<string, number>; money: { refundDue: Record<string, number> } };
    };
    expect(list.counts.received).toEqual({ [fees.currency]: fee });
    expect(list.counts.money.refundDue).toEqual({ [fees.currency]: refundAmount });
  });
});
