/**
 * Payment reminders with real server processes on one PostgreSQL, their clock (REGISTRATION_CLOCK) past the reminder
 * day: two servers starting together queue each registration's reminder once, and a server started again afterwards
 * queues none of them a second time.
 */
import { describe, expect, it } from 'vitest';

import type { StoredRegistration } from '../../../server/store/Store';
import { addDays, eventInstant } from '../../support/eventTimes';
import { eventually } from '../helpers/eventually';
import { serverProcessesOnPostgres } from '../helpers/serverProcesses';
import { keep } from '../staff/registrationFixtures';
import { eventTime, registeredDay, reminderDay } from './reminderDays';

const processes = serverProcessesOnPostgres('seminar-reminders-', {
  // The day after the reminder day of an invoice of the day registered.
  REGISTRATION_CLOCK: eventInstant(addDays(reminderDay, 1), '10:00:00'),
});
const startServer = () => processes.start();

async function reminders(): Promise<{ registration_id: number; status: string }[]> {
  return processes.db.query(`select registration_id, status from outbox where kind = 'payment_reminder' order by id`);
}

function remindersReceived(): string[] {
  return processes.sink.received
    .filter((mail) => (mail.subject ?? '').includes('reminder of the payment'))
    .map((mail) => (!Array.isArray(mail.to) && mail.to ? mail.to.text : ''));
}

describe('payment reminders across server processes', () => {
  it('two servers starting at once queue and send each reminder once; a restart sends none again', async () => {
    const registered = eventTime(registeredDay, '10:00:00');
    const unpaid: StoredRegistration[] = [];
    for (let index = 0; index < 12; index += 1) unpaid.push(await keep(processes.store, {}, registered));
    const emails = unpaid.map((registration) => registration.email).sort();

    const [first, second] = await Promise.all([startServer(), startServer()]);
    await eventually(remindersReceived, (received) => received.length >= unpaid.length, 60_000);
    const rows = await eventually(reminders, (found) => found.every((row) => row.status === 'sent'));
    expect(rows.map((row) => row.registration_id).sort((a, b) => a - b)).toEqual(unpaid.map((r) => r.id));
    expect(remindersReceived().sort()).toEqual(emails);

    // Restarted: both stop, a new one starts and makes its first pass at once. A registration kept meanwhile gets its
    // reminder from that pass; the others have theirs already.
    await Promise.all([first.stop(), second.stop()]);
    const latecomer = await keep(processes.store, {}, registered);
    await startServer();
    await eventually(remindersReceived, (received) => received.includes(latecomer.email), 60_000);
    expect(remindersReceived().sort()).toEqual([...emails, latecomer.email].sort());
    expect(await reminders()).toHaveLength(unpaid.length + 1);
  }, 240_000);
});
