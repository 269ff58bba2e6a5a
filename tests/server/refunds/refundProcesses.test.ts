/**
 * Card refunds with real server processes (server/main.ts) on one PostgreSQL, configured for Stripe through the
 * environment and pointed at the stand-in: two servers cancelling the same registration at once, and a server killed
 * between the refund call and its record, and a lower fee's card refund followed by a cancellation's, each a refund of
 * its own. Each time the money goes back once and one cancellation e-mail is sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { event, fees } from '../../../core/model/schemaData';
import type { RegistrationPayload } from '../../../core/model/types';
import { toMinorUnits } from '../../../core/rules/minorUnits';
import { refundFor } from '../../../core/rules/refund';
import { type RunningServer, spawnServer } from '../../../scripts/support/serverProcess';
import type { Database } from '../../../server/db/Database';
import { openDatabase } from '../../../server/db/openDatabase';
import { stripeWebhookPath } from '../../../server/payments/stripeWebhook';
import { hashPassword } from '../../../server/staff/passwords';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { periods } from '../../support/eventTimes';
import { memberFees } from '../feeChange/feeChangeFixtures';
import { eventually } from '../helpers/eventually';
import { instants, validPayload } from '../helpers/payload';
import { type SmtpSink, startSmtpSink } from '../helpers/smtpSink';
import { signedWebhookHeaders, startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn';
import { createTestPostgresDatabase, stopTestPostgres } from '../helpers/testDatabase';
import { Client } from '../helpers/testServer';
import { StaffClient } from '../staff/staffClient';

const webhookSecret = 'whsec_test_refund_processes';
const staffEmail = 'refunds.manager@staff.example.org';
const staffPassword = 'a long passphrase for refunds';

describe('card refunds with two server processes on one PostgreSQL', () => {
  let standIn: StripeStandIn;
  let sink: SmtpSink;
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  let dataDir: string;
  let env: Record<string, string>;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    sink = await startSmtpSink();
    database = await createTestPostgresDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'seminar-refund-processes-'));
    db = await openDatabase({ databaseUrl: database.url, dataDir });
    await sqlStaffStore(db).addAccount(staffEmail, 'manager', await hashPassword(staffPassword));
    env = {
      DATABASE_URL: database.url,
      REGISTRATION_CLOCK: instants.earlyBird,
      STRIPE_SECRET_KEY: standIn.secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: standIn.url,
      SITE_URL: 'https://seminar.example.org',
      // A stand-in for Stripe and a fixed clock: the demo's, not production's.
      DEMO: '1',
      SMTP_URL: sink.url,
      INVOICE_FONT: 'none',
      MAIL_POLL_SECONDS: '1',
      // The killed server may hold the cancellation e-mail's claim too.
      MAIL_LEASE_SECONDS: '3',
      REFUND_POLL_SECONDS: '1',
      REFUND_RETRY_SECONDS: '1',
      // A killed server's claim on a refund lapses after this; the other server then takes it.
      REFUND_LEASE_SECONDS: '3',
    };
    servers.push(await spawnServer({ dataDir: join(dataDir, 'a'), env }));
    servers.push(await spawnServer({ dataDir: join(dataDir, 'b'), env }));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await db?.close();
    await standIn?.close();
    await sink?.stop();
    await database?.drop();
    await stopTestPostgres();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  async function staffOn(server: RunningServer): Promise<StaffClient> {
    const staff = new StaffClient(server.url);
    expect((await staff.signIn(staffEmail, staffPassword)).status).toBe(200);
    return staff;
  }

  /** Registers online on `server` and pays at the stand-in; answers the registration and its refund due. */
  async function paidOnline(server: RunningServer, fields: Partial<RegistrationPayload> = {}) {
    const client = new Client(server.url);
    await client.handshake();
    const payload = validPayload(periods.first, { payment_method: 'online', ...fields });
    const response = await client.postJson('/web/registrations', payload);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const session = [...standIn.sessions.values()].find((candidate) => candidate.url === url);
    if (!session) throw new Error('no session at the stand-in');
    const completed = JSON.stringify(standIn.event('checkout.session.completed', standIn.complete(session.id)));
    const delivered = await fetch(new URL(stripeWebhookPath, server.url), {
      method: 'POST',
      headers: signedWebhookHeaders(completed, webhookSecret),
      body: completed,
    });
    expect(delivered.status).toBe(200);
    const rows = await db.query<{ id: number; fee_amount: number; currency: string; state: string }>(
      'select id, fee_amount, currency, state from registrations where email = $1',
      [payload.email],
    );
    const row = rows[0];
    if (!row) throw new Error('no registration');
    expect(row.state).toBe('paid');
    // The servers' clock is REGISTRATION_CLOCK: the refund of a cancellation then.
    const refund = refundFor(event, new Date(instants.earlyBird), row.fee_amount);
    return {
      id: row.id,
      email: payload.email,
      paymentIntent: session.payment_intent ?? '',
      refundMinor: toMinorUnits(refund.amount, row.currency),
    };
  }

  /** Waits until the refund is paid and the registration's outbox is sent; answers what the stand-in and SMTP hold. */
  async function settled(paid: { id: number; email: string; paymentIntent: string }) {
    const refund = await eventually(
      () => db.query<{ status: string }>('select status from refunds where registration_id = $1', [paid.id]),
      (rows) => rows[0]?.status === 'paid',
      // A killed server's claim must expire before another takes the refund.
      60_000,
    );
    expect(refund[0]?.status).toBe('paid');
    const unsent = await eventually(
      () =>
        db.query<{ count: number }>(
          "select count(*)::int as count from outbox where registration_id = $1 and status <> 'sent'",
          [paid.id],
        ),
      (rows) => rows[0]?.count === 0,
      60_000,
    );
    expect(unsent[0]?.count).toBe(0);
    const history = await db.query<{ event: string }>(
      'select event from registration_history where registration_id = $1 order by id',
      [paid.id],
    );
    const ledger = await db.query<{ kind: string; method: string | null; amount_minor: string }>(
      `select kind, method, amount_minor from money_movements
       where registration_id = $1 and kind in ('refund_due', 'refund_paid') order by id`,
      [paid.id],
    );
    return {
      ledger: ledger.map((row) => [row.kind, row.method, Number(row.amount_minor)]),
      refunds: [...standIn.refunds.values()].filter((refund) => refund.payment_intent === paid.paymentIntent),
      mails: sink.received.filter(
        (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === paid.email && mail.subject?.includes('cancel'),
      ),
      history: history.map((row) => row.event),
    };
  }

  it('cancel once and refund once when both servers cancel the same registration at once', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('the servers did not start');
    const paid = await paidOnline(first);
    const [staffA, staffB] = await Promise.all([staffOn(first), staffOn(second)]);
    const answers = await Promise.all([
      staffA.post(`/staff/api/registrations/${paid.id}/cancel`, { reason: 'Cancelled from one tab.' }),
      staffB.post(`/staff/api/registrations/${paid.id}/cancel`, { reason: 'Cancelled from another tab.' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { refunds, mails, history, ledger } = await settled(paid);
    expect(refunds.map((refund) => refund.amount)).toEqual([paid.refundMinor]);
    // The ledger made it due once and booked it paid back once.
    expect(ledger).toEqual([
      ['refund_due', 'card', paid.refundMinor],
      ['refund_paid', 'card', paid.refundMinor],
    ]);
    expect(mails).toHaveLength(1);
    expect(history.filter((name) => name === 'cancelled')).toHaveLength(1);
    expect(history.filter((name) => name === 'refund_paid')).toHaveLength(1);
  }, 120_000);

  it('refund once when the server is killed between the refund call and its record', async () => {
    // One server alone, so the one that makes the call is the one killed.
    const second = servers.pop();
    await second?.stop();
    const first = servers[0];
    if (!first) throw new Error('the server did not start');
    const paid = await paidOnline(first);
    const staff = await staffOn(first);
    const callMade = standIn.holdNextAnswerTo('POST', '/v1/refunds');
    expect(
      (await staff.post(`/staff/api/registrations/${paid.id}/cancel`, { reason: 'The delegate cannot travel.' }))
        .status,
    ).toBe(200);
    await callMade;
    await first.kill();
    servers.shift();
    // Stripe made the refund; this database does not know it yet.
    const before = await db.query<{ status: string; provider_refund_id: string | null }>(
      'select status, provider_refund_id from refunds where registration_id = $1',
      [paid.id],
    );
    expect(before[0]).toEqual({ status: 'requested', provider_refund_id: null });
    expect([...standIn.refunds.values()].filter((r) => r.payment_intent === paid.paymentIntent)).toHaveLength(1);

    servers.push(await spawnServer({ dataDir: join(dataDir, 'c'), env }));
    const { refunds, mails, history, ledger } = await settled(paid);
    expect(refunds.map((refund) => refund.amount)).toEqual([paid.refundMinor]);
    expect(ledger).toEqual([
      ['refund_due', 'card', paid.refundMinor],
      ['refund_paid', 'card', paid.refundMinor],
    ]);
    expect(
      standIn.requestsTo('POST', '/v1/refunds').filter((request) => request.form.payment_intent === paid.paymentIntent),
    ).toHaveLength(1);
    expect(history.filter((name) => name === 'refund_paid')).toHaveLength(1);
    // The cancellation e-mail may have left before the kill, or after the restart: once either way (one Message-ID).
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(1);
  }, 180_000);
  it("sends a lower fee's card refund and the later cancellation's each once, the server killed during the second", async () => {
    const first = servers[0];
    if (!first) throw new Error('the server did not start');
    const { cheapest, dearest } = memberFees();
    const paid = await paidOnline(first, { fee_category: dearest.value });
    const staff = await staffOn(first);
    const lowered = await staff.post(`/staff/api/registrations/${paid.id}/fee-change`, {
      reason: 'Category corrected',
      fee_category: cheapest.value,
    });
    expect(lowered.status).toBe(200);
    const rowsOf = () =>
      db.query<{ method: string; status: string; amount_minor: number }>(
        'select method, status, amount_minor from refunds where registration_id = $1 order by id',
        [paid.id],
      );
    await eventually(rowsOf, (rows) => rows.length === 1 && rows[0]?.status === 'paid', 60_000);

    const callMade = standIn.holdNextAnswerTo('POST', '/v1/refunds');
    expect(
      (await staff.post(`/staff/api/registrations/${paid.id}/cancel`, { reason: 'The delegate cannot travel.' }))
        .status,
    ).toBe(200);
    await callMade;
    await first.kill();
    servers.shift();
    servers.push(await spawnServer({ dataDir: join(dataDir, 'd'), env }));

    const rows = await eventually(
      rowsOf,
      (found) => found.length === 2 && found.every((row) => row.status === 'paid'),
      60_000,
    );
    const [surplus, cancellation] = rows.map((row) => Number(row.amount_minor));
    expect(rows.map((row) => row.method)).toEqual(['card', 'card']);
    expect(surplus).toBe(toMinorUnits(dearest.price - cheapest.price, fees.currency));
    const sent = [...standIn.refunds.values()].filter((refund) => refund.payment_intent === paid.paymentIntent);
    expect(sent.map((refund) => refund.amount).sort((a, b) => a - b)).toEqual(
      [surplus, cancellation].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    expect(
      standIn.requestsTo('POST', '/v1/refunds').filter((request) => request.form.payment_intent === paid.paymentIntent),
    ).toHaveLength(2);
    const ledger = await db.query<{ method: string; amount_minor: string }>(
      "select method, amount_minor from money_movements where registration_id = $1 and kind = 'refund_paid' order by id",
      [paid.id],
    );
    expect(ledger.map((row) => [row.method, Number(row.amount_minor)])).toEqual([
      ['card', surplus],
      ['card', cancellation],
    ]);
  }, 180_000);
});
