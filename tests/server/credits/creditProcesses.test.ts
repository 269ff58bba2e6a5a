/**
 * Credits to follow up with real server processes on one PostgreSQL: managers on two servers deciding on the same
 * credits at the same moment, each for another registration or another decision, take one decision per credit; the
 * others are told 409, and each credit is booked on one ledger at most, with one receipt e-mail.
 */
import { describe, expect, it } from 'vitest';

import type { FollowUpCredit } from '../../../core/api/creditTypes';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { addDays, eventInstant, registrationDay } from '../../support/eventTimes';
import { camt053 } from '../bankImport/camt053Statement';
import { serverProcessesOnPostgres } from '../helpers/serverProcesses';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';

const processes = serverProcessesOnPostgres('seminar-credits-', {
  REGISTRATION_CLOCK: eventInstant(addDays(registrationDay, 2), '10:00:00'),
});

describe('credits to follow up decided on two server processes at once', () => {
  it('takes one decision per credit and books each assigned credit on one ledger, once', async () => {
    const registrations: StoredRegistration[] = [];
    for (let index = 0; index < 8; index += 1) registrations.push(await keep(processes.store));
    const fee = registrations[0].feeAmount;
    const statement = camt053(
      [0, 1, 2, 3].map((index) => ({
        amount: fee.toFixed(2),
        remittance: `Fee without a reference ${index}`,
        bankReference: `TWO-FU-${index}`,
      })),
    );
    const [first, second] = await Promise.all([processes.start(), processes.start()]);
    const staff = sqlStaffStore(processes.db);
    const managers: StaffClient[] = await Promise.all(
      [first, second, first, second].map((server) => signedIn(server.url, staff, 'manager')),
    );
    expect(
      (await managers[0].post('/staff/api/bank-statements/confirm', { fileName: 'two.xml', content: statement }))
        .status,
    ).toBe(200);
    const listed = (await (await managers[1].get('/staff/api/credits')).json()) as { credits: FollowUpCredit[] };
    expect(listed.credits).toHaveLength(4);

    // Each credit: two managers assign it to two registrations, a third returns it, a fourth sets it aside.
    const attempts = listed.credits.flatMap((credit, index) =>
      [
        { manager: managers[0], body: { decision: 'assigned', reference: registrations[2 * index].reference } },
        { manager: managers[1], body: { decision: 'assigned', reference: registrations[2 * index + 1].reference } },
        { manager: managers[2], body: { decision: 'returned', returnedOn: addDays(registrationDay, 4), note: 'back' } },
        { manager: managers[3], body: { decision: 'set_aside', note: 'aside' } },
      ].map((attempt) => ({ ...attempt, entryKey: credit.entryKey })),
    );
    const answers = await Promise.all(
      attempts.map(async ({ manager, body, entryKey }) => {
        const response = await manager.post('/staff/api/credits/decisions', { entryKey, ...body });
        return { entryKey, status: response.status };
      }),
    );
    for (const credit of listed.credits) {
      const statuses = answers.filter((answer) => answer.entryKey === credit.entryKey).map((answer) => answer.status);
      expect(statuses.sort()).toEqual([200, 409, 409, 409]);
    }

    const decisions = await processes.db.query<{ entry_key: string; decision: string; booked: number }>(
      `select c.entry_key, c.decision,
         (select count(*)::int from money_movements m where m.source = 'statement:' || c.entry_key) as booked
       from bank_credits c where c.entry_key in (select jsonb_array_elements_text($1::jsonb)) order by c.entry_key`,
      [JSON.stringify(listed.credits.map((credit) => credit.entryKey))],
    );
    expect(decisions.every((row) => row.decision !== null)).toBe(true);
    expect(decisions.map((row) => row.booked)).toEqual(decisions.map((row) => (row.decision === 'assigned' ? 1 : 0)));
    const receipts = await processes.db.query<{ registration_id: number }>(
      `select registration_id from outbox where kind = 'bank_confirmation' and registration_id in (select jsonb_array_elements_text($1::jsonb)::int)`,
      [JSON.stringify(registrations.map((registration) => registration.id))],
    );
    expect(receipts).toHaveLength(decisions.filter((row) => row.decision === 'assigned').length);
    expect((await (await managers[3].get('/staff/api/credits')).json()) as unknown).toEqual({ credits: [] });
  }, 240_000);
});
