/** The local mailbox holds every delegate's e-mail and invoice: it opens to signed-in staff only, in demo too. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fixedClock } from '../../server/clock';
import { localMailbox } from '../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../server/mail/outboxSender';
import { sqlStaffStore } from '../../server/staff/sqlStaffStore';
import type { StaffStore } from '../../server/staff/StaffStore';
import { periods } from '../support/eventTimes';
import { instants, validPayload } from './helpers/payload';
import { senderLinks } from './helpers/senderLinks';
import { openTestPglite, type TestDatabase } from './helpers/testDatabase';
import { Client, startTestServer, type TestServer } from './helpers/testServer';
import { signedIn } from './staff/staffClient';

let database: TestDatabase;
let staff: StaffStore;
let server: TestServer;
let sender: OutboxSender;
let reference = '';

beforeAll(async () => {
  database = await openTestPglite();
  staff = sqlStaffStore(database.db);
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    mailbox: true,
    clock: fixedClock(new Date(instants.earlyBird)),
  });
  sender = startOutboxSender({
    store: database.store,
    transport: localMailbox(database.store),
    from: 'Seminar <seminar@example.org>',
    font: undefined,
    pollMs: 100,
    ...senderLinks(server.baseUrl),
  });
  const client = new Client(server.baseUrl);
  await client.handshake();
  const registered = await client.postJson(
    '/web/registrations',
    validPayload(periods.first, { payment_method: 'bank' }),
  );
  expect(registered.status).toBe(201);
  reference = ((await registered.json()) as { reference: string }).reference;
  // The acknowledgement, with its invoice, reaches the mailbox once the sender has run.
  const deadline = Date.now() + 30_000;
  while ((await database.store.listMailbox()).length === 0) {
    if (Date.now() > deadline) throw new Error('the acknowledgement never reached the local mailbox');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 120_000);

afterAll(async () => {
  await sender?.stop();
  await server?.close();
  await database?.close();
});

describe('the local mailbox', () => {
  it('shows no list, message, HTML part or invoice without a staff session, only a page leading to the sign-in', async () => {
    const [entry] = await database.store.listMailbox();
    const anonymous = new Client(server.baseUrl);
    await anonymous.handshake();
    for (const path of [
      '/staff/mailbox',
      `/staff/mailbox/${entry?.id}`,
      `/staff/mailbox/${entry?.id}/html`,
      `/staff/mailbox/${entry?.id}/attachments/0`,
    ]) {
      const response = await anonymous.get(path);
      expect(response.status, path).toBe(401);
      const page = await response.text();
      expect(page).toContain('<a href="/staff">Sign in to the staff console</a>');
      expect(page).not.toContain(reference);
      expect(page).not.toContain(entry?.recipient);
    }
  });

  it('leads the old address /mailbox to /staff/mailbox, which a delegate session does not open', async () => {
    const anonymous = new Client(server.baseUrl);
    const old = await anonymous.get('/mailbox');
    expect(old.status).toBe(308);
    expect(old.headers.get('location')).toBe('/staff/mailbox');
    expect((await anonymous.get('/mailbox/1')).status).not.toBe(200);
  });

  it('lists the messages, with the reference and the invoice, for a signed-in viewer or manager', async () => {
    for (const role of ['viewer', 'manager'] as const) {
      const client = await signedIn(server.baseUrl, staff, role);
      const list = await client.get('/staff/mailbox');
      expect(list.status).toBe(200);
      const [entry] = await database.store.listMailbox();
      expect(await list.text()).toContain(`href="/staff/mailbox/${entry?.id}"`);
      const message = await client.get(`/staff/mailbox/${entry?.id}`);
      expect(await message.text()).toContain(reference);
      const invoice = await client.get(`/staff/mailbox/${entry?.id}/attachments/0`);
      expect(invoice.status).toBe(200);
      expect(invoice.headers.get('content-type')).toBe('application/pdf');
    }
  });
});
