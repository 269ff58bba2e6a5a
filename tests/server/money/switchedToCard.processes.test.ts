/**
 * The method follows the money, with two real server processes (server/main.ts) on one PostgreSQL configured for
 * Stripe and pointed at the stand-in: a delegate registered for bank transfer pays by card from their page; the
 * payment is booked once as card (the provider's event delivered to both servers, twice each), the registration says
 * card, and its cancellation on both servers at once refunds through the provider exactly once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import { event } from '../../../core/model/schemaData';
import { toMinorUnits } from '../../../core/rules/minorUnits';
import { refundFor } from '../../../core/rules/refund';
import { type RunningServer, spawnServer } from '../../../scripts/support/serverProcess';
import type { Database } from '../../../server/db/Database';
import { openDatabase } from '../../../server/db/openDatabase';
import { stripeWebhookPath } from '../../../server/payments/stripeWebhook';
import { hashPassword } from '../../../server/staff/passwords';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { periods } from '../../support/eventTimes';
import { eventually } from '../helpers/eventually';
import { instants, uniqueEmail, validPayload } from '../helpers/payload';
import { type SmtpSink, startSmtpSink } from '../helpers/smtpSink';
import { signedWebhookHeaders, startStripeStandIn, type StripeStandIn } from '../helpers/stripeStandIn';
import { createTestPostgresDatabase, stopTestPostgres } from '../helpers/testDatabase';
import { Client } from '../helpers/testServer';
import { StaffClient } from '../staff/staffClient';

const webhookSecret = 'whsec_test_switched_to_card';
const staffEmail = 'money.manager@staff.example.org';
const staffPassword = 'a long passphrase for the money';

describe('a bank-transfer registration paid by card, with two server processes on one PostgreSQL', () => {
  let standIn: StripeStandIn;
  let sink: SmtpSink;
  let database: { url: string; drop(): Promise<void> };
  let db: Database;
  let dataDir: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    sink = await startSmtpSink();
    database = await createTestPostgresDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'seminar-switched-to-card-'));
    db = await openDatabase({ databaseUrl: database.url, dataDir });
    await sqlStaffStore(db).addAccount(staffEmail, 'manager', await hashPassword(staffPassword));
    const env = {
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
      REFUND_POLL_SECONDS: '1',
      REFUND_RETRY_SECONDS: '1',
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

  it('books the card payment once as card, and refunds it through the provider once when both servers cancel', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('the servers did not start');
    const delegate = new Client(first.url);
    await delegate.handshake();
    const payload = validPayload(periods.first, { payment_method: 'bank', email: uniqueEmail('switch') });
    const registered = await delegate.postJson('/web/registrations', payload);
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };

    // The delegate pays by card from their page instead of transferring.
    const checkout = await delegate.postJson(`/web/delegate/${token}/checkout`, {});
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const session = [...standIn.sessions.values()].find((candidate) => candidate.url === url);
    if (!session) throw new Error('no session at the stand-in');
    const completed = JSON.stringify(standIn.event('checkout.session.completed', standIn.complete(session.id)));
    const answers = await Promise.all(
      [first, second, first, second].map((server) =>
        fetch(new URL(stripeWebhookPath, server.url), {
          method: 'POST',
          headers: signedWebhookHeaders(completed, webhookSecret),
          body: completed,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const [row] = await db.query<{ id: number; fee_amount: number; currency: string; payment_method: string }>(
      'select id, fee_amount, currency, payment_method from registrations where email = $1',
      [payload.email],
    );
    expect(row.payment_method).toBe('online');
    const booked = await db.query<{ kind: string; method: string; amount_minor: string }>(
      'select kind, method, amount_minor from money_movements where registration_id = $1',
      [row.id],
    );
    expect(booked.map((movement) => [movement.kind, movement.method, Number(movement.amount_minor)])).toEqual([
      ['payment', 'card', toMinorUnits(row.fee_amount, row.currency)],
    ]);
    const page = (await (await delegate.get(`/web/delegate/${token}`)).json()) as DelegateView;
    expect(page).toMatchObject({ state: 'paid', paymentMethod: 'online', paid: { method: 'card' } });

    const staff = await Promise.all(
      [first, second].map(async (server) => {
        const client = new StaffClient(server.url);
        expect((await client.signIn(staffEmail, staffPassword)).status).toBe(200);
        return client;
      }),
    );
    const cancels = await Promise.all(
      staff.map((client) => client.post(`/staff/api/registrations/${row.id}/cancel`, { reason: 'Cannot travel.' })),
    );
    expect(cancels.map((answer) => answer.status).sort()).toEqual([200, 409]);

    const refund = await eventually(
      () =>
        db.query<{ method: string; status: string; amount_minor: number }>(
          'select method, status, amount_minor from refunds where registration_id = $1',
          [row.id],
        ),
      (rows) => rows[0]?.status === 'paid',
      60_000,
    );
    const expected = toMinorUnits(refundFor(event, new Date(instants.earlyBird), row.fee_amount).amount, row.currency);
    expect(refund).toEqual([{ method: 'card', status: 'paid', amount_minor: expected }]);
    const atProvider = [...standIn.refunds.values()].filter((made) => made.payment_intent === session.payment_intent);
    expect(atProvider.map((made) => made.amount)).toEqual([expected]);
    expect(
      standIn
        .requestsTo('POST', '/v1/refunds')
        .filter((request) => request.form.payment_intent === session.payment_intent),
    ).toHaveLength(1);
    const history = await db.query<{ event: string }>(
      'select event from registration_history where registration_id = $1 order by id',
      [row.id],
    );
    const events = history.map((entry) => entry.event);
    expect(events.filter((name) => name === 'payment_confirmed')).toHaveLength(1);
    expect(events.filter((name) => name === 'refund_paid')).toHaveLength(1);
  }, 180_000);
});
