/**
 * Announcements with real server processes on one PostgreSQL and a real SMTP server: two managers, each signed in to
 * another process, press Send with the same console key twice each at the same moment, and the process that could
 * not reach the SMTP server is killed; the announcement exists once and each delegate gets one e-mail.
 */
import { createServer } from 'node:net';

import { describe, expect, it } from 'vitest';

import type { AnnouncementSent } from '../../../core/api/announcementTypes';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import { paidRegistration } from '../checkin/doorFixtures';
import { eventually } from '../helpers/eventually';
import { serverProcessesOnPostgres } from '../helpers/serverProcesses';
import { signedIn } from '../staff/staffClient';
import { announcementBody, announcementMails, roomChange } from './announcementFixtures';

const processes = serverProcessesOnPostgres('seminar-announce-', {
  MAIL_RETRY_SECONDS: '1',
  MAIL_LEASE_SECONDS: '5',
});

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });
}

/** The recipients of the announcement's e-mails the SMTP server received. */
function received(): string[] {
  return processes.sink.received
    .filter((mail) => mail.subject === roomChange.en.subject)
    .map((mail) => (!Array.isArray(mail.to) && mail.to ? mail.to.text : ''));
}

describe('an announcement sent from two server processes at once', () => {
  it('is kept once and reaches each delegate once, also when a process is killed before it could send', async () => {
    const delegates = [];
    for (let index = 0; index < 8; index += 1) delegates.push(await paidRegistration(processes.store));
    const [cutOff, sending] = await Promise.all([
      processes.start({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }),
      processes.start(),
    ]);
    const staff = sqlStaffStore(processes.db);
    const managers = await Promise.all([cutOff, sending].map((server) => signedIn(server.url, staff, 'manager')));

    const body = announcementBody({ payment: 'paid' });
    const answers = await Promise.all(
      [...managers, ...managers].map(async (manager) => {
        const response = await manager.post('/staff/api/announcements', body);
        return { status: response.status, body: (await response.json()) as AnnouncementSent };
      }),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    const ids = new Set(answers.map((answer) => answer.body.announcement.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(answers.every((answer) => answer.body.announcement.recipients === delegates.length)).toBe(true);
    await cutOff.kill();

    const emails = delegates.map((delegate) => delegate.email).sort();
    await eventually(received, (mails) => mails.length >= emails.length, 60_000);
    expect((await announcementMails(processes.db, id)).map((mail) => mail.registration_id)).toEqual(
      delegates.map((delegate) => delegate.id).sort((a, b) => a - b),
    );
    // Until nothing is left to send, for a second e-mail that should never come.
    await eventually(
      () =>
        processes.db.query<{ count: number }>(`select count(*)::integer as count from outbox where status = 'pending'`),
      (rows) => rows[0]?.count === 0,
      60_000,
    );
    expect(received().sort()).toEqual(emails);
    const kept = await processes.db.query<{ count: number }>('select count(*)::integer as count from announcements');
    expect(kept[0]?.count).toBe(1);
  }, 240_000);
});
