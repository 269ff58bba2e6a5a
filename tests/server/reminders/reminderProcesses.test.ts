// @vitest-environment node
/**
 * Payment reminders with real server processes on one PostgreSQL, their clock (REGISTRATION_CLOCK) past the reminder
 * day: two servers starting together queue each registration's reminder once, and a server started again afterwards
 * queues none of them a second time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type RunningServer, spawnServerWithOwnData } from '../../../scripts/support/serverProcess';
import type { Database } from '../../../server/db/Database';
import { migrate } from '../../../server/db/migrate';
import { openPostgresDatabase } from '../../../server/db/postgresDatabase';
import { sqlStore } from '../../../server/store/sqlStore';
import type { Store, StoredRegistration } from '../../../server/store/Store';
import { eventually } from '../helpers/eventually';
import { type PostgresCluster, startPostgresCluster } from '../helpers/postgresCluster';
import { type SmtpSink, startSmtpSink } from '../helpers/smtpSink';
import { keep } from '../staff/registrationFixtures';

let cluster: PostgresCluster;
let sink: SmtpSink;
let db: Database;
let store: Store;
const servers: RunningServer[] = [];

function startServer(): Promise<RunningServer> {
  return spawnServerWithOwnData({
    tempPrefix: 'seminar-reminders-',
    env: {
      DATABASE_URL: cluster.url,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Secretariat <secretariat@example.org>',
      MAIL_POLL_SECONDS: '1',
      // Seven days before the due date of an invoice of 1 September (1 October) was 24 September.
      REGISTRATION_CLOCK: '2025-09-25T10:00:00+08:00',
    },
  }).then((server) => {
    servers.push(server);
    return server;
  });
}

async function reminders(): Promise<{ registration_id: number; status: string }[]> {
  return db.query(`select registration_id, status from outbox where kind = 'payment_reminder' order by id`);
}

function remindersReceived(): string[] {
  return sink.received
    .filter((mail) => (mail.subject ?? '').includes('reminder of the payment'))
    .map((mail) => (!Array.isArray(mail.to) && mail.to ? mail.to.text : ''));
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  sink = await startSmtpSink();
  db = await openPostgresDatabase({ connectionString: cluster.url });
  await migrate(db);
  store = sqlStore(db);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await store?.close();
  await sink?.stop();
  await cluster?.stop();
});

describe('payment reminders across server processes', () => {
  it('two servers starting at once queue and send each reminder once; a restart sends none again', async () => {
    const registered = new Date('2025-09-01T10:00:00+08:00');
    const unpaid: StoredRegistration[] = [];
    for (let index = 0; index < 12; index += 1) unpaid.push(await keep(store, {}, registered));
    const emails = unpaid.map((registration) => registration.email).sort();

    const [first, second] = await Promise.all([startServer(), startServer()]);
    await eventually(remindersReceived, (received) => received.length >= unpaid.length, 60_000);
    const rows = await eventually(reminders, (found) => found.every((row) => row.status === 'sent'));
    expect(rows.map((row) => row.registration_id).sort((a, b) => a - b)).toEqual(unpaid.map((r) => r.id));
    expect(remindersReceived().sort()).toEqual(emails);

    // Restarted: both stop, a new one starts and makes its first pass at once. A registration kept meanwhile gets its
    // reminder from that pass; the others have theirs already.
    await Promise.all([first.stop(), second.stop()]);
    const latecomer = await keep(store, {}, registered);
    await startServer();
    await eventually(remindersReceived, (received) => received.includes(latecomer.email), 60_000);
    expect(remindersReceived().sort()).toEqual([...emails, latecomer.email].sort());
    expect(await reminders()).toHaveLength(unpaid.length + 1);
  }, 240_000);
});
