import { randomBytes } from 'node:crypto';

import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { englishMessages } from '../../../core/i18n/messages';
import { event } from '../../../core/model/schemaData';
import { verifyBadgeCode } from '../../../server/badges/badgeCode';
import { smtpTransport } from '../../../server/mail/mailTransport';
import { type OutboxSender, startOutboxSender } from '../../../server/mail/outboxSender';
import { derivedKey } from '../../../server/secrets/serverSecret';
import { addDays, eventInstant, registrationDay } from '../../support/eventTimes';
import { senderLinks } from '../helpers/senderLinks';
import { type SmtpSink, startSmtpSink } from '../helpers/smtpSink';
import { openTestPglite, type TestDatabase } from '../helpers/testDatabase';
import { keep } from '../staff/registrationFixtures';

const key = derivedKey(randomBytes(32), 'badge-code');
let database: TestDatabase;
let sink: SmtpSink;
let sender: OutboxSender;

beforeAll(async () => {
  database = await openTestPglite();
  sink = await startSmtpSink();
  sender = startOutboxSender({
    store: database.store,
    transport: smtpTransport(sink.url),
    from: 'Seminar <seminar@example.org>',
    font: undefined,
    badgeKey: key,
    pollMs: 200,
    ...senderLinks('https://seminar.example.org'),
  });
}, 60_000);

afterAll(async () => {
  await sender?.stop();
  await sink?.stop();
  await database?.close();
});

/** The text a QR image in PNG carries, read with jsQR from its pixels. */
async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the badge code in the confirmation e-mail', () => {
  it('comes as a QR image that decodes to a genuine code of the registration, with the reference under it', async () => {
    const registration = await keep(database.store, { payment_method: 'bank' });
    const reference = registration.reference!;
    await database.store.applyEvent(
      registration.id,
      {
        type: 'payment_confirmed',
        cause: 'staff',
        amount: registration.feeAmount,
        currency: registration.currency,
        paidOn: addDays(registrationDay, 1),
      },
      { actor: 'staff test@example.org', at: new Date(eventInstant(addDays(registrationDay, 1), '10:00:00')) },
    );
    const mails = await sink.waitForCount(2);
    const subjectOf = (key: string) =>
      englishMessages[key]
        .replace('{acronym}', event.bodyAcronym)
        .replace('{year}', String(event.year))
        .replace('{reference}', reference);
    const acknowledgement = mails.find((mail) => mail.subject === subjectOf('email.bankAcknowledgement.subject'));
    const confirmation = mails.find((mail) => mail.subject === subjectOf('email.bankConfirmation.subject'));
    expect(acknowledgement).toBeDefined();
    // The acknowledgement before payment carries no badge code: paid registrations only.
    expect(acknowledgement?.attachments.some((file) => file.contentType === 'image/png')).toBe(false);
    expect(confirmation).toBeDefined();
    const image = confirmation!.attachments.find((file) => file.contentType === 'image/png');
    expect(image).toBeDefined();
    // mailparser puts the inline image's data where the HTML named its cid.
    expect(image!.related).toBe(true);
    expect(confirmation!.html).toContain(`data:image/png;base64,${image!.content.toString('base64').slice(0, 40)}`);
    const decoded = await decodeQr(image!.content);
    expect(decoded).toBeDefined();
    expect(verifyBadgeCode(key, decoded!)).toBe(reference);
    const caption = englishMessages['badge.email.caption']
      .replace('{reference}', reference)
      .replace('{code}', decoded!);
    expect(confirmation!.text).toContain(caption);
    expect(confirmation!.html).toContain(caption);
  });
});
