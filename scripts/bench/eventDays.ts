/**
 * `npm run bench:days [-- --delegates N]`: how long the event days' paperwork takes for N paid delegates (500 by
 * default), on an embedded database in a temporary directory: the badges PDF (A4 sheets and one badge a page, with the
 * CJK font when present, a third of the names in Chinese), then issuing every certificate and composing and handing
 * over its e-mail (the outbox sender with a transport that keeps nothing). Prints figures; asserts nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';

import { badgeLayout } from '../../core/model/badgeLayout';
import { meetings } from '../../core/model/meetings';
import { event, fees } from '../../core/model/schemaData';
import { attendedMeetings } from '../../core/rules/certificates';
import { doorDay, eventDays, meetingsOfFee } from '../../core/rules/meetings';
import { nameWithoutTitle } from '../../core/rules/personName';
import { paidBadges } from '../../server/badges/badgeRoutes';
import { badgesPdf } from '../../server/badges/badgesPdf';
import { sqlCertificateStore } from '../../server/certificates/sqlCertificateStore';
import { sqlCheckinStore } from '../../server/checkin/sqlCheckinStore';
import { systemClock } from '../../server/clock';
import { openDatabase } from '../../server/db/openDatabase';
import { loadInvoiceFont } from '../../server/invoice/invoiceFont';
import type { MailTransport } from '../../server/mail/mailTransport';
import { startOutboxSender } from '../../server/mail/outboxSender';
import { textsFor } from '../../server/mail/texts';
import { derivedKey } from '../../server/secrets/serverSecret';
import { sqlStore } from '../../server/store/sqlStore';
import { newRegistration } from '../../tests/server/helpers/payload';
import { temporaryDirectory } from '../support/temporaryDirectory';

const { values } = parseArgs({ options: { delegates: { type: 'string', default: '500' } }, strict: true });
const delegates = Number(values.delegates);
if (!Number.isInteger(delegates) || delegates < 1)
  throw new Error(`--delegates must be a whole number, not ${values.delegates}`);

const chineseFamilies = ['陳', '歐陽', '李', '司徒', '黃'];
const chineseGiven = ['大文', '美玲', '志明', '嘉儀', '家豪'];
const everyMeetingFee = fees.options.find(
  (option) => meetingsOfFee(fees, meetings, option.value).length === meetings.length,
)!;
const days = eventDays(event, meetings);

async function timed<T>(what: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return result;
}

const dataDir = temporaryDirectory('bench-days-');
const db = await openDatabase({ dataDir: dataDir.dir });
try {
  const store = sqlStore(db);
  const checkins = sqlCheckinStore(db);
  const font = loadInvoiceFont(undefined);
  const badgeKey = derivedKey(randomBytes(32), 'badge-code');
  console.log(
    `${delegates} paid delegates; font ${font ? font.path : 'Helvetica (no CJK font found)'}; ` +
      `${availableParallelism()} CPUs, load ${loadavg()[0].toFixed(1)}`,
  );

  await timed('setting up (registering, paying, checking in; not part of the figures)', async () => {
    for (let index = 0; index < delegates; index += 1) {
      const chinese = index % 3 === 0;
      const registration = newRegistration({
        fee_category: everyMeetingFee.value,
        family_name: chinese ? chineseFamilies[index % 5] : `Delegate${index}`,
        given_name: chinese ? chineseGiven[((index / 5) % 5) | 0] : 'Alex',
        email: `delegate${index}@example.org`,
      });
      const inserted = await store.insertRegistration(registration, new Date('2025-09-01T10:00:00+08:00'));
      if (inserted.outcome !== 'created') throw new Error('a registration was not kept');
      const { id } = inserted.registration;
      await store.applyEvent(
        id,
        {
          type: 'payment_confirmed',
          cause: 'staff',
          amount: everyMeetingFee.price,
          currency: fees.currency,
          paidOn: '2025-09-02',
        },
        { actor: 'staff bench@example.org', at: new Date('2025-09-02T10:00:00+08:00') },
      );
      for (const { day, meeting } of days.slice(0, 2)) {
        await checkins.recordScan({
          scanId: randomUUID(),
          registrationId: id,
          day,
          meeting: meeting.id,
          scannedAt: new Date(`${day}T09:00:00+08:00`),
          arrivedAt: new Date(`${day}T09:00:00+08:00`),
          staffEmail: 'door@example.org',
          method: 'code',
        });
      }
    }
  });

  const { locale, text } = textsFor('en');
  for (const sheet of ['sheet', 'single'] as const) {
    const pdf = await timed(`badges PDF, ${sheet === 'sheet' ? 'A4 sheets' : 'one badge a page'}`, async () => {
      const badges = paidBadges(await checkins.doorRegistrations(), fees, badgeKey, text, locale);
      return badgesPdf(badges, badgeLayout, sheet, font);
    });
    console.log(`  ${(pdf.length / 1024 / 1024).toFixed(1)} MB`);
  }

  // Every message handed to a transport that keeps nothing: what is measured is composing (the PDF) and the outbox.
  let handed = 0;
  const transport: MailTransport = {
    description: 'nowhere',
    local: false,
    send: async () => {
      handed += 1;
    },
    close: () => {},
  };
  const sender = startOutboxSender({
    store,
    transport,
    clock: systemClock,
    from: 'Seminar <seminar@example.org>',
    font,
    badgeKey,
    siteUrl: () => 'https://seminar.example.org',
    linkKey: derivedKey(randomBytes(32), 'delegate-link'),
    emailChangeKey: derivedKey(randomBytes(32), 'email-change'),
    pollMs: 3_600_000,
  });
  const pendingCount = async () =>
    (await db.query<{ count: number }>(`select count(*)::int as count from outbox where status = 'pending'`))[0].count;
  const drained = async () => {
    while ((await pendingCount()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  };
  await timed('sending the payment confirmations queued while setting up (not part of the figures)', drained);

  const certificates = sqlCertificateStore(db, () => sender.wake());
  const standing = await checkins.standingCheckIns();
  const registrations = await checkins.doorRegistrations();
  const issuedAt = new Date(`${days.at(-1)!.day}T23:00:00+08:00`);
  handed = 0;
  const startedIssuing = performance.now();
  await timed('issuing the certificates (one transaction each, e-mail queued)', async () => {
    for (const registration of registrations) {
      const outcome = await certificates.issue({
        registrationId: registration.id,
        name: nameWithoutTitle(registration),
        attended: attendedMeetings(
          event,
          meetings,
          standing.filter((checkIn) => checkIn.registrationId === registration.id).map((checkIn) => checkIn.day),
        ),
        prefix: event.referencePrefix,
        siteUrl: 'https://seminar.example.org',
        issuedBy: 'staff bench@example.org',
        issuedOn: doorDay(event, issuedAt),
        at: issuedAt,
      });
      if (outcome.outcome !== 'issued') throw new Error(`certificate not issued: ${outcome.outcome}`);
    }
  });
  await drained();
  console.log(
    `certificates issued and ${handed} e-mails composed (PDF attached) and handed over: ` +
      `${((performance.now() - startedIssuing) / 1000).toFixed(2)} s`,
  );
  await sender.stop();
} finally {
  await db.close();
  dataDir.remove();
}
