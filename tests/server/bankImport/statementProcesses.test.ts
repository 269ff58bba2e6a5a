/**
 * The statement import with real server processes on one PostgreSQL: managers on two servers confirming the same
 * camt.053 statement at the same moment record each credit once, confirm each payment once, and each delegate
 * receives one receipt e-mail.
 */
import { describe, expect, it } from 'vitest';

import { event } from '../../../core/model/schemaData';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { addDays, eventInstant, registrationDay } from '../../support/eventTimes';
import { eventually } from '../helpers/eventually';
import { serverProcessesOnPostgres } from '../helpers/serverProcesses';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { camt053 } from './camt053Statement';

const processes = serverProcessesOnPostgres('seminar-statement-', {
  REGISTRATION_CLOCK: eventInstant(addDays(registrationDay, 2), '10:00:00'),
});
const startServer = () => processes.start();

function receiptsTo(email: string): number {
  return processes.sink.received.filter(
    (mail) => !Array.isArray(mail.to) && mail.to?.text === email && (mail.subject ?? '').includes('payment received'),
  ).length;
}

describe('a bank statement confirmed on two server processes at once', () => {
  it('records each credit once, confirms each payment once, and sends each receipt once', async () => {
    const registrations: StoredRegistration[] = [];
    for (let index = 0; index < 15; index += 1) registrations.push(await keep(processes.store));
    const statement = camt053([
      ...registrations.map((registration, index) => ({
        amount: `${registration.feeAmount}.00`,
        remittance: `Seminar fee ${registration.reference}`,
        bankReference: `TWO-${index}`,
      })),
      { amount: '120.00', remittance: `${event.referencePrefix}-9999`, bankReference: 'TWO-UNKNOWN' },
    ]);
    const [first, second] = await Promise.all([startServer(), startServer()]);
    const staff = sqlStaffStore(processes.db);
    const managers: StaffClient[] = await Promise.all(
      [first, second, first, second].map((server) => signedIn(server.url, staff, 'manager')),
    );

    const answers = await Promise.all(
      managers.map(async (manager) => {
        const response = await manager.post('/staff/api/bank-statements/confirm', {
          fileName: 'statement.xml',
          content: statement,
        });
        return { status: response.status, body: (await response.json()) as { confirmed?: number; recorded?: number } };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.reduce((sum, answer) => sum + (answer.body.confirmed ?? 0), 0)).toBe(registrations.length);
    expect(answers.reduce((sum, answer) => sum + (answer.body.recorded ?? 0), 0)).toBe(registrations.length + 1);

    const credits = await processes.db.query<{ entry_key: string }>('select entry_key from bank_credits');
    expect(credits).toHaveLength(registrations.length + 1);
    for (const registration of registrations) {
      const detail = await processes.store.findRegistration(registration.id);
      expect(detail?.state).toBe('paid');
      expect(detail?.history.filter((entry) => entry.event === 'payment_confirmed')).toHaveLength(1);
      expect(detail?.messages.filter((message) => message.kind === 'bank_confirmation')).toHaveLength(1);
    }
    await eventually(
      () => registrations.map((registration) => receiptsTo(registration.email)),
      (counts) => counts.every((count) => count >= 1),
      60_000,
    );
    const sent = await eventually(
      () => processes.db.query<{ status: string }>(`select status from outbox where kind = 'bank_confirmation'`),
      (rows) => rows.every((row) => row.status === 'sent'),
    );
    expect(sent).toHaveLength(registrations.length);
    expect(registrations.map((registration) => receiptsTo(registration.email))).toEqual(registrations.map(() => 1));
  }, 240_000);
});
