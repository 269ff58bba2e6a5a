/**
 * Visa letters with real server processes on one PostgreSQL and a real SMTP server: two managers, each signed in to
 * another process, approve every request twice at the same moment; each delegate gets one letter, numbered once with
 * no gap, and one e-mail.
 */
import { describe, expect, it } from 'vitest';

import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { sqlVisaLetterStore } from '../../../server/visaLetters/sqlVisaLetterStore';
import { paidRegistration } from '../checkin/doorFixtures';
import { eventually } from '../helpers/eventually';
import { serverProcessesOnPostgres } from '../helpers/serverProcesses';
import { signedIn } from '../staff/staffClient';
import { beforeEvent, letterMails, validRequest } from './visaFixtures';

const processes = serverProcessesOnPostgres('seminar-visa-', { REGISTRATION_CLOCK: beforeEvent.toISOString() });

/** The letters the SMTP server received, by recipient. */
function lettersReceived(): string[] {
  return processes.sink.received
    .filter((mail) => mail.attachments.some((file) => /^invitation-letter-.+\.pdf$/.test(file.filename ?? '')))
    .map((mail) => (!Array.isArray(mail.to) && mail.to ? mail.to.text : ''));
}

describe('visa letters approved from two server processes at once', () => {
  it('issue one letter and send one e-mail per delegate, numbered without a gap', async () => {
    const letters = sqlVisaLetterStore(processes.db);
    const delegates = [];
    for (let index = 0; index < 8; index += 1) {
      const registration = await paidRegistration(processes.store);
      const kept = await letters.request(registration.id, validRequest(), 'en', beforeEvent);
      if (kept.outcome !== 'kept') throw new Error('the request was not kept');
      delegates.push({ registration, requestId: kept.request.id });
    }
    const servers = await Promise.all([processes.start(), processes.start()]);
    const staff = sqlStaffStore(processes.db);
    const managers = await Promise.all(servers.map((server) => signedIn(server.url, staff, 'manager')));

    const answers = await Promise.all(
      delegates.flatMap(({ requestId }) =>
        [...managers, ...managers].map(async (manager) => {
          const response = await manager.post(`/staff/api/visa-letters/${requestId}/approve`, {});
          expect(response.status).toBe(200);
          return { requestId, ...((await response.json()) as { outcome: string; number: string }) };
        }),
      ),
    );
    const issued = answers.filter((answer) => answer.outcome === 'issued');
    expect(issued.map((answer) => answer.requestId).sort((a, b) => a - b)).toEqual(
      delegates.map((delegate) => delegate.requestId).sort((a, b) => a - b),
    );
    expect(issued.map((answer) => Number(answer.number.slice(-4))).sort((a, b) => a - b)).toEqual(
      delegates.map((_, index) => index + 1),
    );

    const emails = delegates.map(({ registration }) => registration.email).sort();
    await eventually(lettersReceived, (received) => received.length >= emails.length, 60_000);
    for (const { registration } of delegates) expect(await letterMails(processes.db, registration.id)).toBe(1);
    // A moment longer, for a second e-mail that should never come.
    await eventually(
      () =>
        processes.db.query<{ count: number }>(`select count(*)::integer as count from outbox where status = 'pending'`),
      (rows) => rows[0]?.count === 0,
    );
    expect(lettersReceived().sort()).toEqual(emails);
  }, 240_000);
});
