/**
 * Announcements over HTTP on the embedded store: the audience's count and one delegate's e-mail as a preview, each
 * delegate's one e-mail in their language when the manager wrote it (else English) with their link, cancelled
 * registrations left out unless chosen, a second press answered with the first sending, and bad input refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AnnouncementPreview, AnnouncementSent, SentAnnouncement } from '../../../core/api/announcementTypes';
import { englishMessages } from '../../../core/i18n/messages';
import { meetings } from '../../../core/model/meetings';
import { sqlAnnouncementStore } from '../../../server/announcements/sqlAnnouncementStore';
import { sqlCheckinStore } from '../../../server/checkin/sqlCheckinStore';
import { localMailbox } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { sqlStaffStore } from '../../../server/staff/sqlStaffStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { extra, joining, notJoining } from '../../support/eventExtra';
import { feeFor, firstDay, paidRegistration } from '../checkin/doorFixtures';
import { eventually } from '../helpers/eventually';
import { senderLinks, testServerSecret } from '../helpers/senderLinks';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { keep } from '../staff/registrationFixtures';
import { signedIn, type StaffClient } from '../staff/staffClient';
import { announcementBody, announcementMails, roomChange } from './announcementFixtures';

const siteUrl = 'https://seminar.example.org';
const secret = testServerSecret();
const meeting = firstDay.meeting;
const otherMeeting = meetings.find((candidate) => candidate.id !== meeting.id);
const noFollowUp = extra.followUp ? { [extra.followUp]: '' } : {};

let database: TestDatabase;
let sender: OutboxSender;
let server: TestServer;
let manager: StaffClient;
let viewer: StaffClient;
/** Paid, at the first meeting, at the dinner, English, checked in. */
let atMeeting: StoredRegistration;
/** Paid, not at the first meeting, no dinner, Traditional Chinese. */
let elsewhere: StoredRegistration;
/** Awaiting payment, Simplified Chinese. */
let unpaid: StoredRegistration;
let cancelled: StoredRegistration;

async function inLanguage(registration: StoredRegistration, language: string): Promise<void> {
  await database.db.query('update registrations set language = $1 where id = $2', [language, registration.id]);
}

beforeAll(async () => {
  database = await openTestPglite();
  const staff = sqlStaffStore(database.db);
  const checkins = sqlCheckinStore(database.db);
  sender = startOutboxSender({
    store: database.store,
    transport: localMailbox(database.store),
    from: 'Seminar <seminar@example.org>',
    font: undefined,
    // Far beyond the test's patience: the e-mails arrive only if sending wakes the sender.
    pollMs: 3_600_000,
    ...senderLinks(siteUrl, secret),
  });
  server = await startTestServer({
    store: database.store,
    staffStore: staff,
    checkinStore: checkins,
    announcementStore: sqlAnnouncementStore(database.db, () => sender.wake()),
    serverSecret: secret,
    siteUrl,
  });
  manager = await signedIn(server.baseUrl, staff, 'manager');
  viewer = await signedIn(server.baseUrl, staff, 'viewer');

  atMeeting = await paidRegistration(database.store, { [extra.question]: joining });
  await checkins.recordScan({
    scanId: 'announcement-scan',
    registrationId: atMeeting.id,
    day: firstDay.day,
    meeting: meeting.id,
    scannedAt: new Date(),
    arrivedAt: new Date(),
    staffEmail: 'door@example.org',
    method: 'code',
  });
  const away = otherMeeting ? feeFor(meeting.id, false) : undefined;
  elsewhere = await paidRegistration(database.store, { [extra.question]: notJoining, ...noFollowUp }, away);
  await inLanguage(elsewhere, 'zh-Hant');
  unpaid = await keep(database.store, { payment_method: 'bank', [extra.question]: notJoining, ...noFollowUp });
  await inLanguage(unpaid, 'zh-Hans');
  cancelled = await keep(database.store, { payment_method: 'bank' });
  await database.store.applyEvent(
    cancelled.id,
    { type: 'cancelled', cause: 'delegate', reason: 'Cannot travel' },
    { actor: 'delegate', at: new Date() },
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  await sender?.stop();
  await database?.close();
});

async function preview(audience: object, texts = roomChange): Promise<AnnouncementPreview> {
  const response = await manager.post('/staff/api/announcements/preview', { audience, texts });
  expect(response.status).toBe(200);
  return (await response.json()) as AnnouncementPreview;
}

describe('the preview', () => {
  it("counts the delegates the filters choose, cancelled ones only when chosen, and shows one of them's e-mail", async () => {
    expect((await preview({})).count).toBe(3);
    expect((await preview({ includeCancelled: true })).count).toBe(4);
    expect((await preview({ payment: 'paid' })).count).toBe(2);
    expect((await preview({ payment: 'unpaid' })).count).toBe(1);
    expect((await preview({ extraGuests: [extra.id] })).count).toBe(1);
    expect((await preview({ feeCategory: elsewhere.feeCategory, payment: 'paid' })).count).toBe(
      elsewhere.feeCategory === atMeeting.feeCategory ? 2 : 1,
    );
    expect((await preview({ checkedIn: 'yes' })).count).toBe(1);
    expect((await preview({ checkedIn: 'no', payment: 'paid' })).count).toBe(1);
    if (otherMeeting) expect((await preview({ meeting: meeting.id, payment: 'paid' })).count).toBe(1);

    const { sample } = await preview({ checkedIn: 'yes' });
    expect(sample?.to).toBe(atMeeting.email);
    expect(sample?.subject).toBe(roomChange.en.subject);
    expect(sample?.text).toContain('The seminar moves to Hall B.');
    expect(sample?.text).toMatch(new RegExp(`${siteUrl}/my/`));
  });

  it('is for managers only', async () => {
    const response = await viewer.post('/staff/api/announcements/preview', { audience: {}, texts: roomChange });
    expect(response.status).toBe(403);
  });
});

describe('sending', () => {
  it('queues one e-mail per delegate in their language, or English, and a second press sends nothing again', async () => {
    const body = announcementBody({ includeCancelled: false });
    const first = await manager.post('/staff/api/announcements', body);
    expect(first.status).toBe(201);
    const sent = (await first.json()) as AnnouncementSent;
    expect(sent.repeat).toBe(false);
    expect(sent.announcement.recipients).toBe(3);

    const again = await manager.post('/staff/api/announcements', body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as AnnouncementSent).repeat).toBe(true);

    const mails = await announcementMails(database.db, sent.announcement.id);
    expect(mails).toEqual(
      [
        { registration_id: atMeeting.id, language: 'en', subject: roomChange.en.subject },
        { registration_id: elsewhere.id, language: 'zh-Hant', subject: roomChange['zh-Hant']!.subject },
        { registration_id: unpaid.id, language: 'en', subject: roomChange.en.subject },
      ].sort((a, b) => a.registration_id - b.registration_id),
    );

    const mailbox = await eventually(
      () => database.store.listMailbox(),
      (entries) =>
        entries.filter((entry) => entry.subject === roomChange['zh-Hant']!.subject).length === 1 &&
        entries.filter((entry) => entry.subject === roomChange.en.subject).length === 2,
    );
    const chinese = mailbox.find((entry) => entry.subject === roomChange['zh-Hant']!.subject)!;
    expect(chinese.recipient).toBe(elsewhere.email);
    expect(chinese.textBody).toContain('研討會改於 B 廳舉行。');
    expect(chinese.textBody).toMatch(new RegExp(`${siteUrl}/my/`));
    expect(
      mailbox.some((entry) => entry.recipient === cancelled.email && entry.subject === roomChange.en.subject),
    ).toBe(false);

    const listed = await eventually(
      async () =>
        ((await (await viewer.get('/staff/api/announcements')).json()) as { announcements: SentAnnouncement[] })
          .announcements,
      (announcements) => announcements[0]?.delivered === 3,
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ subject: roomChange.en.subject, recipients: 3, delivered: 3, failed: 0 });
    expect(listed[0]?.languages.sort()).toEqual(['en', 'zh-Hant']);
  });

  it('refuses an empty subject or text with the field’s message, and a viewer', async () => {
    const emptySubject = await manager.post(
      '/staff/api/announcements',
      announcementBody({}, { en: { subject: ' ', body: 'Text' } }),
    );
    expect(emptySubject.status).toBe(422);
    const refusal = (await emptySubject.json()) as { errors: Record<string, string[]> };
    expect(refusal.errors['en.subject']).toEqual([englishMessages['staff.announcements.error.required']]);

    const halfChinese = await manager.post(
      '/staff/api/announcements',
      announcementBody({}, { ...roomChange, 'zh-Hans': { subject: '场地更改', body: '' } }),
    );
    expect(halfChinese.status).toBe(422);
    expect(((await halfChinese.json()) as { errors: Record<string, string[]> }).errors['zh-Hans.body']).toBeDefined();

    for (const bad of [{ audience: { meeting: 'no-such-meeting' } }, { key: 'short' }, { texts: 'words' }]) {
      const response = await manager.post('/staff/api/announcements', { ...announcementBody({}), ...bad });
      expect(response.status).toBe(422);
    }
    expect((await viewer.post('/staff/api/announcements', announcementBody({}))).status).toBe(403);
    const rows = await database.db.query<{ count: number }>('select count(*)::integer as count from announcements');
    expect(rows[0]?.count).toBe(1);
  });
});
