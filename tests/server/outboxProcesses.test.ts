/**
 * The outbox with real server processes on one PostgreSQL: a server killed before it could send leaves the message to
 * the next one, and two servers sending from one outbox deliver each message exactly once.
 */
import { createServer } from 'node:net';

import pg from 'pg';
import { describe, expect, it } from 'vitest';

import type { RunningServer } from '../../scripts/support/serverProcess';
import { periods } from '../support/eventTimes';
import { eventually } from './helpers/eventually';
import { instants, newRegistration, uniqueEmail, validPayload } from './helpers/payload';
import { serverProcessesOnPostgres } from './helpers/serverProcesses';
import { Client } from './helpers/testServer';

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

const processes = serverProcessesOnPostgres('seminar-outbox-', {
  MAIL_RETRY_SECONDS: '1',
  MAIL_LEASE_SECONDS: '5',
  REGISTRATION_CLOCK: instants.earlyBird,
});
const startServer = (smtpUrl: string) => processes.start({ SMTP_URL: smtpUrl });
/** The server started after the first one was killed; the second test runs it beside another. */
let survivor: RunningServer;

async function outbox(): Promise<{ id: number; recipient: string; status: string; attempts: number }[]> {
  const client = new pg.Client({ connectionString: processes.databaseUrl });
  await client.connect();
  try {
    return (await client.query('select id, recipient, status, attempts from outbox order by id')).rows;
  } finally {
    await client.end();
  }
}

async function registerBank(server: RunningServer): Promise<string> {
  const client = new Client(server.url);
  await client.handshake();
  const payload = validPayload(periods.first, { payment_method: 'bank' });
  const response = await client.postJson('/web/registrations', payload);
  expect(response.status).toBe(201);
  return payload.email;
}

describe('the outbox across server processes', () => {
  it('a server killed before it could send: the next server sends the message, once', async () => {
    const down = await startServer(`smtp://127.0.0.1:${await closedPort()}`);
    const emails = [await registerBank(down), await registerBank(down)];
    // It tried (the SMTP server is unreachable) and is waiting to try again when it dies.
    const waiting = await eventually(
      outbox,
      (rows) => rows.length === 2 && rows.every((row) => row.attempts >= 1 && row.status === 'pending'),
    );
    expect(waiting.map((row) => row.status)).toEqual(['pending', 'pending']);
    await down.kill();
    const killedAt = Date.now();

    survivor = await startServer(processes.sink.url);
    const received = await processes.sink.waitForCount(2, 30_000);
    console.log(
      `Killed server's 2 messages delivered by the next server ${Date.now() - killedAt} ms after the kill (including its start-up).`,
    );
    expect(received.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '')).sort()).toEqual(
      [...emails].sort(),
    );
    expect((await eventually(outbox, (rows) => rows.every((row) => row.status === 'sent'))).length).toBe(2);
  }, 120_000);

  it('two servers on one outbox: every message is sent exactly once', async () => {
    const [first, second] = [survivor, await startServer(processes.sink.url)];
    const before = processes.sink.received.length;
    // Written straight into the database, so neither server is woken: both find them by polling, at the same time.
    const direct = 40;
    await Promise.all(
      Array.from({ length: direct }, () =>
        processes.store.insertRegistration(newRegistration({ email: uniqueEmail('direct'), payment_method: 'bank' })),
      ),
    );
    // And some through each server, which wakes the one that stored them.
    for (let index = 0; index < 6; index += 1) await registerBank(index % 2 === 0 ? first : second);
    const total = direct + 6;
    const answeredAt = Date.now();
    await processes.sink.waitForCount(before + total, 60_000);
    console.log(
      `Two servers delivered ${total} messages in ${Date.now() - answeredAt} ms after the last registration was answered.`,
    );
    // Anything sent twice would arrive now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const received = processes.sink.received.slice(before);
    expect(received).toHaveLength(total);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(total);
    const rows = await outbox();
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(rows.length);
    // A claim may lapse and pass to the other server (attempts > 1); the message still went out once, as counted above.
    console.log(
      `Claims that passed to the other server: ${rows.filter((row) => row.attempts > 1).length} of ${rows.length}.`,
    );
  }, 180_000);
});
