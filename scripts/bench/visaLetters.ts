/**
 * `npm run bench:letters [-- --delegates N]`: how long N visa invitation letters take (500 by default), on an embedded
 * database in a temporary directory: N paid delegates each ask for a letter, then every request is approved (one
 * transaction each, its e-mail queued) and every e-mail composed with its letter as a PDF and handed to a transport
 * that keeps nothing. Then one announcement to the same N delegates: choosing them by the console's filters, keeping
 * it with its N e-mails in one transaction, and composing and handing over every e-mail. Prints figures; asserts
 * nothing.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';

import { meetings } from '../../core/model/meetings';
import { event, fees } from '../../core/model/schemaData';
import { visaCheckUrl } from '../../core/paths/visaLetterPaths';
import { doorDay } from '../../core/rules/meetings';
import { visaEventSpan } from '../../core/rules/visaLetter';
import { audienceOf } from '../../server/announcements/announcementRoutes';
import { sqlAnnouncementStore } from '../../server/announcements/sqlAnnouncementStore';
import { systemClock } from '../../server/clock';
import { openDatabase } from '../../server/db/openDatabase';
import { loadInvoiceFont } from '../../server/invoice/invoiceFont';
import type { MailTransport } from '../../server/mail/mailTransport';
import { startOutboxSender } from '../../server/mail/outboxSender';
import { derivedKey } from '../../server/secrets/serverSecret';
import { sqlStore } from '../../server/store/sqlStore';
import { sqlVisaLetterStore } from '../../server/visaLetters/sqlVisaLetterStore';
import { newVerificationCode } from '../../server/visaLetters/verificationCode';
import { newRegistration } from '../../tests/server/helpers/payload';
import { temporaryDirectory } from '../support/temporaryDirectory';

const { values } = parseArgs({ options: { delegates: { type: 'string', default: '500' } }, strict: true });
const delegates = Number(values.delegates);
if (!Number.isInteger(delegates) || delegates < 1)
  throw new Error(`--delegates must be a whole number, not ${values.delegates}`);

const fee = fees.options[0];
const span = visaEventSpan(event, meetings);
const expiry = `${Number(span.last.slice(0, 4)) + 5}${span.last.slice(4)}`;
const asked = new Date(new Date(`${span.first}T10:00:00+08:00`).getTime() - 30 * 86_400_000);

async function timed<T>(what: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return result;
}

const dataDir = temporaryDirectory('bench-letters-');
const db = await openDatabase({ dataDir: dataDir.dir });
try {
  const store = sqlStore(db);
  const letters = sqlVisaLetterStore(db);
  const font = loadInvoiceFont(undefined);
  console.log(
    `${delegates} paid delegates asking for a letter; font ${font ? font.path : 'Helvetica (no CJK font found)'}; ` +
      `${availableParallelism()} CPUs, load ${loadavg()[0].toFixed(1)}`,
  );
  const requestIds = await timed('setting up (registering, paying, asking; not part of the figures)', async () => {
    const ids: number[] = [];
    for (let index = 0; index < delegates; index += 1) {
      const registration = newRegistration({
        fee_category: fee.value,
        family_name: `Delegate${index}`,
        given_name: 'Alex',
        email: `delegate${index}@example.org`,
      });
      const inserted = await store.insertRegistration(registration, new Date('2025-09-01T10:00:00+08:00'));
      if (inserted.outcome !== 'created') throw new Error('a registration was not kept');
      const { id } = inserted.registration;
      await store.applyEvent(
        id,
        { type: 'payment_confirmed', cause: 'staff', amount: fee.price, currency: fees.currency, paidOn: '2025-09-02' },
        { actor: 'staff bench@example.org', at: new Date('2025-09-02T10:00:00+08:00') },
      );
      const kept = await letters.request(
        id,
        {
          passportName: `ALEX DELEGATE${index}`,
          nationality: 'Chile',
          passportNumber: `P${String(index).padStart(8, '0')}`,
          dateOfBirth: '1980-05-17',
          passportExpiry: expiry,
          embassy: 'Consulate General in Santiago',
        },
        'en',
        asked,
      );
      if (kept.outcome !== 'kept') throw new Error('a request was not kept');
      ids.push(kept.request.id);
    }
    return ids;
  });

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
  sender.wake();
  await timed('sending the payment confirmations queued while setting up (not part of the figures)', drained);

  const approving = sqlVisaLetterStore(db, () => sender.wake());
  handed = 0;
  const started = performance.now();
  await timed('approving the letters (one transaction each, e-mail queued)', async () => {
    for (const requestId of requestIds) {
      const outcome = await approving.approve({
        requestId,
        decidedBy: 'staff bench@example.org',
        at: asked,
        prefix: event.referencePrefix,
        issuedOn: doorDay(event, asked),
        verificationCode: newVerificationCode(),
        checkUrl: (code) => visaCheckUrl('https://seminar.example.org', code),
      });
      if (outcome.outcome !== 'issued') throw new Error(`letter not issued: ${outcome.outcome}`);
    }
  });
  await drained();
  console.log(
    `letters issued and ${handed} e-mails composed (letter PDF attached) and handed over: ` +
      `${((performance.now() - started) / 1000).toFixed(2)} s`,
  );

  const announcements = sqlAnnouncementStore(db, () => sender.wake());
  const texts = {
    en: { subject: 'Room change for the seminar', body: 'The seminar moves to Hall B.\n\nPlease bring your badge.' },
  };
  handed = 0;
  const announcing = performance.now();
  const sent = await timed('choosing the paid delegates and queuing the announcement (one transaction)', async () => {
    const members = await audienceOf({ store, event, fees, meetings }, { payment: 'paid' }, texts);
    return announcements.send({
      key: randomUUID(),
      audience: { payment: 'paid' },
      texts,
      recipients: members.map((member) => member.recipient),
      sentBy: 'staff bench@example.org',
      at: asked,
    });
  });
  await drained();
  console.log(
    `announcement to ${sent.announcement.recipients} delegates queued, and ${handed} e-mails composed and handed over: ` +
      `${((performance.now() - announcing) / 1000).toFixed(2)} s`,
  );
  await sender.stop();
} finally {
  await db.close();
  dataDir.remove();
}
