/** The delegate's own cancellation closes when the first meeting starts; staff may still cancel, with a reason. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DelegateView } from '../../../core/api/delegateTypes';
import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { delegateMayCancel, firstMeetingDay } from '../../../core/rules/delegateCancellation';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { eventInstant } from '../../support/eventTimes';
import { periods } from '../../support/eventTimes';
import { instants, uniqueEmail, validPayload } from '../helpers/payload';
import { testServerSecret } from '../helpers/senderLinks';
import { openTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { Client, startTestServer, type TestServer } from '../helpers/testServer';
import { signedIn } from '../staff/staffClient';

const firstDay = firstMeetingDay(event, meetings);
const lastMinuteBefore = new Date(new Date(eventInstant(firstDay, '00:00')).getTime() - 60_000);
const meetingStarts = new Date(eventInstant(firstDay, '00:00'));

describe('cancelling once the event has begun', () => {
  let database: TestDatabase;
  let server: TestServer;
  let client: Client;
  let now = new Date(instants.earlyBird);

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startTestServer({
      store: database.store,
      staffStore: sqlStaffStore(database.db),
      clock: () => now,
      serverSecret: testServerSecret(),
    });
    client = new Client(server.baseUrl);
    await client.handshake();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('is open to the delegate until the first meeting’s day begins in the event’s time zone', () => {
    expect(delegateMayCancel(event, meetings, lastMinuteBefore)).toBe(true);
    expect(delegateMayCancel(event, meetings, meetingStarts)).toBe(false);
  });

  it('refuses the delegate’s cancellation from the first meeting on, and lets staff cancel with a reason', async () => {
    now = new Date(instants.earlyBird);
    const payload = validPayload(periods.first, { payment_method: 'bank', email: uniqueEmail('late') });
    const response = await client.postJson('/web/registrations', payload);
    expect(response.status).toBe(201);
    const { token } = (await response.json()) as { token: string };

    now = meetingStarts;
    const view = (await (await client.get(`/web/delegate/${token}`)).json()) as DelegateView;
    expect(view.can.cancel).toBe(false);
    const refused = await client.postJson(`/web/delegate/${token}/cancellation`, {});
    expect(refused.status).toBe(409);
    expect(((await (await client.get(`/web/delegate/${token}`)).json()) as DelegateView).state).toBe(
      'awaiting_payment',
    );

    const [row] = await database.db.query<{ id: number }>('select id from registrations where email = $1', [
      payload.email,
    ]);
    const manager = await signedIn(server.baseUrl, sqlStaffStore(database.db), 'manager');
    const cancelled = await manager.post(`/staff/api/registrations/${row.id}/cancel`, { message: 'Did not come.' });
    expect(cancelled.status).toBe(200);
  });
});
