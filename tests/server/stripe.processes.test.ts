/**
 * Two real server processes (server/main.ts, as `npm run serve` starts it) on one PostgreSQL database, both configured
 * for Stripe through the environment and pointed at the stand-in: the same webhook event reaching both confirms once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type RunningServer, spawnServer } from '../../scripts/support/serverProcess';
import { stripeWebhookPath } from '../../server/payments/stripeWebhook';
import { periods } from '../support/eventTimes';
import { instants, validPayload } from './helpers/payload';
import { type SmtpSink, startSmtpSink } from './helpers/smtpSink';
import { signedWebhookHeaders, startStripeStandIn, type StripeStandIn } from './helpers/stripeStandIn';
import { createTestPostgresDatabase, stopTestPostgres } from './helpers/testDatabase';
import { Client } from './helpers/testServer';

const webhookSecret = 'whsec_test_two_processes';

describe('two server processes on one PostgreSQL', () => {
  let standIn: StripeStandIn;
  let sink: SmtpSink;
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    sink = await startSmtpSink();
    database = await createTestPostgresDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'seminar-stripe-processes-'));
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
    };
    // One after the other: both migrate the same database at start-up.
    servers.push(await spawnServer({ dataDir: join(dataDir, 'a'), env }));
    servers.push(await spawnServer({ dataDir: join(dataDir, 'b'), env }));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await standIn?.close();
    await sink?.stop();
    await database?.drop();
    await stopTestPostgres();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('say at start-up that Stripe Checkout is in use, and where it is reached', () => {
    for (const server of servers) {
      expect(server.output()).toContain(`Payments: Stripe Checkout, test mode, via the API stand-in at ${standIn.url}`);
      expect(server.output()).toContain(`webhooks at https://seminar.example.org${stripeWebhookPath}`);
      expect(server.output()).not.toContain(standIn.secretKey);
    }
  });

  it('confirm a payment once and send one confirmation e-mail when both receive the same event, several times', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('the servers did not start');
    const client = new Client(first.url);
    await client.handshake();
    const payload = validPayload(periods.first, { payment_method: 'online' });
    const response = await client.postJson('/web/registrations', payload);
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const session = [...standIn.sessions.values()].find((candidate) => candidate.url === url);
    if (!session) throw new Error('no session at the stand-in');

    const completed = JSON.stringify(standIn.event('checkout.session.completed', standIn.complete(session.id)));
    const deliveries = [first, second, first, second].map((server) =>
      fetch(new URL(stripeWebhookPath, server.url), {
        method: 'POST',
        headers: signedWebhookHeaders(completed, webhookSecret),
        body: completed,
      }),
    );
    const answers = await Promise.all(deliveries);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const registration = await db.query<{ id: number; state: string; reference: string }>(
        'select id, state, reference from registrations where email = $1',
        [payload.email],
      );
      expect(registration.rows[0]?.state).toBe('paid');
      const id = registration.rows[0]?.id;
      const confirmations = await db.query<{ count: number }>(
        "select count(*)::int as count from outbox where registration_id = $1 and kind = 'online_confirmation'",
        [id],
      );
      expect(confirmations.rows[0]?.count).toBe(1);
      const history = await db.query<{ count: number }>(
        "select count(*)::int as count from registration_history where registration_id = $1 and event = 'payment_confirmed'",
        [id],
      );
      expect(history.rows[0]?.count).toBe(1);
      const events = await db.query<{ count: number }>('select count(*)::int as count from provider_events');
      expect(events.rows[0]?.count).toBe(1);

      // Both senders look at the outbox; once the message is sent, the SMTP server holds what it will ever get.
      const deadline = Date.now() + 20_000;
      let unsent = 1;
      while (unsent > 0 && Date.now() < deadline) {
        const rows = await db.query<{ count: number }>(
          "select count(*)::int as count from outbox where registration_id = $1 and status <> 'sent'",
          [id],
        );
        unsent = rows.rows[0]?.count ?? 0;
        if (unsent > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(unsent).toBe(0);
      const mails = sink.received.filter(
        (mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === payload.email,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toContain(registration.rows[0]?.reference);
    } finally {
      await db.end();
    }
  });
});
