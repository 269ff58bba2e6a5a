import en from '@schemas/messages/en.json';
import zhHant from '@schemas/messages/zh-Hant.json';
import { describe, expect, it } from 'vitest';

import type { MessageKind } from '../../../core/lifecycle/lifecycle';
import { messageKinds } from '../../../core/lifecycle/lifecycle';
import { event, fees } from '../../../core/model/schemaData';
import { maskedEmail } from '../../../core/rules/email';
import type { Movement } from '../../../core/rules/ledger';
import { toMinorUnits } from '../../../core/rules/minorUnits';
import { readDelegateToken, readEmailChangeToken, readEmailUndoToken } from '../../../server/delegate/delegateLink';
import { composeMessage, type ComposeOptions } from '../../../server/mail/composeMessage';
import { definitionOf } from '../../../server/mail/messageKinds';
import { derivedKey } from '../../../server/secrets/serverSecret';
import type { OutboxMessage } from '../../../server/store/LifecycleStore';
import type { StoredRegistration } from '../../../server/store/Store';
import { addDays, eventWallClock, openDay } from '../../support/eventTimes';
import { storedRegistration } from '../helpers/storedRegistration';

const secret = Buffer.alloc(32, 9);
const options: ComposeOptions = {
  font: undefined,
  siteUrl: 'https://seminar.example.org/',
  linkKey: derivedKey(secret, 'delegate-link'),
  emailChangeKey: derivedKey(secret, 'email-change'),
};
const catalogues: Record<'en' | 'zh-Hant', Record<string, string>> = { en, 'zh-Hant': zhHant };
const option = fees.options[0];

/** A paid online registration with an e-mail change pending: every message below is composed from it. */
const registration: StoredRegistration = storedRegistration({
  id: 7,
  title: 'Ms',
  familyName: 'Chan',
  givenName: 'Mei-ling',
  email: 'mei-ling.chan@example.org',
  joinGalaDinner: 'Yes',
  paymentMethod: 'online',
  reference: `${event.referencePrefix}-0007`,
  state: 'paid',
  invoiceNumber: null,
  invoiceDate: null,
  paidAmount: option.price,
  paidCurrency: fees.currency,
  paidOn: openDay,
  linkVersion: 3,
  pendingEmail: 'new.address@example.net',
});

function message(kind: MessageKind, language: string, details: Record<string, unknown> = {}): OutboxMessage {
  return {
    id: 1,
    registrationId: registration.id,
    kind,
    recipient: registration.email,
    language,
    details,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: new Date(),
    lastError: null,
    createdAt: new Date(`${openDay}T10:00:00Z`),
    sentAt: null,
  };
}

/** The ledger of a fixture: its paid amount as one payment, by the method it was paid by. */
function movementsOf(stored: StoredRegistration): Movement[] {
  if (stored.paidAmount === null) return [];
  const method = stored.paymentMethod === 'online' ? 'card' : 'bank';
  return [{ kind: 'payment', method, amountMinor: toMinorUnits(stored.paidAmount, stored.currency) }];
}

/** The message as the outbox composes it: by its kind's registered definition. */
function composeByKind(outboxMessage: OutboxMessage, stored: StoredRegistration, with_: ComposeOptions) {
  return composeMessage(definitionOf(outboxMessage.kind), outboxMessage, stored, movementsOf(stored), with_);
}

/** A catalogue text with the event's acronym and year and the given values filled in. */
function filled(template: string, values: Record<string, string>): string {
  return Object.entries({ acronym: event.bodyAcronym, year: String(event.year), ...values }).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, value),
    template,
  );
}

/** Every https address a text or HTML part names. */
const linksIn = (part: string) => [...part.matchAll(/https:\/\/[^\s"<]+/g)].map((match) => match[0]);

describe.each(['en', 'zh-Hant'] as const)('the messages about the delegate page, in %s', (language) => {
  const catalogue = catalogues[language];
  const query = language === 'en' ? '' : `?lang=${language}`;

  it('delegate_link: to the registered address, with the signed link to the page in text and HTML', async () => {
    const mail = await composeByKind(message('delegate_link', language), registration, options);
    expect(mail.to).toBe(registration.email);
    expect(mail.subject).toBe(filled(catalogue['email.delegateLink.subject'], { reference: registration.reference! }));
    const [link] = linksIn(mail.text);
    expect(link).toMatch(new RegExp(`^https://seminar\\.example\\.org/my/[^/?]+${query.replace('?', '\\?')}$`));
    const token = decodeURIComponent(new URL(link).pathname.split('/').pop()!);
    expect(readDelegateToken(options.linkKey, token)).toEqual({ registrationId: 7, version: 3 });
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(catalogue['email.pageLink.label']);
    expect(mail.html).toContain(catalogue['email.pageLink.label']);
    expect(mail.attachments).toEqual([]);
  });

  it('email_change_confirmation: to the new address only, with a confirmation link that holds for it until it expires', async () => {
    const nextDay = addDays(openDay, 1);
    const expires = Math.floor(new Date(`${nextDay}T10:00:00Z`).getTime() / 1000);
    const mail = await composeByKind(
      message('email_change_confirmation', language, { newEmail: registration.pendingEmail, expires }),
      registration,
      options,
    );
    expect(mail.to).toBe('new.address@example.net');
    expect(mail.subject).toBe(filled(catalogue['email.emailChange.subject'], { reference: registration.reference! }));
    const links = linksIn(mail.text);
    // The confirmation link, and not the page's: the new address's owner is not yet known to be the delegate.
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(
      new RegExp(`^https://seminar\\.example\\.org/confirm-email/[^/?]+${query.replace('?', '\\?')}$`),
    );
    expect(mail.html).toContain(`href="${links[0]}"`);
    expect([...new Set(linksIn(mail.html))]).toEqual([links[0]]);
    const token = decodeURIComponent(new URL(links[0]).pathname.split('/').pop()!);
    const pending = (id: number) => (id === 7 ? 'new.address@example.net' : undefined);
    expect(readEmailChangeToken(options.emailChangeKey, token, pending, new Date(`${nextDay}T09:00:00Z`))).toEqual({
      registrationId: 7,
      expires,
    });
    expect(
      readEmailChangeToken(options.emailChangeKey, token, pending, new Date(`${nextDay}T11:00:00Z`)),
    ).toBeUndefined();
    expect(mail.text).toContain('new.address@example.net');
    // The deadline, written in the event's time zone with the zone named ('18:00 (GMT+8)').
    const { time, zone } = eventWallClock(new Date(expires * 1000).toISOString());
    expect(mail.text).toContain(`${time} (${zone})`);
  });

  it('email_change_notice: to the replaced address, the new one masked, with an undo link and never the page’s', async () => {
    const expires = Math.floor(new Date(`${openDay}T10:00:00Z`).getTime() / 1000);
    const moved = { ...registration, email: 'taker@example.net', pendingEmail: null, linkVersion: 4 };
    const details = { oldEmail: registration.email, newEmail: moved.email, version: 4, expires };
    // As the outbox holds it: addressed when it was queued, to the address the change replaced.
    const queued = { ...message('email_change_notice', language, details), recipient: registration.email };
    const mail = await composeByKind(queued, moved, options);
    expect(mail.to).toBe(registration.email);
    expect(mail.subject).toBe(
      filled(catalogue['email.emailChangeNotice.subject'], { reference: registration.reference! }),
    );
    expect(mail.text).toContain(
      filled(catalogue['email.emailChangeNotice.intro'], {
        reference: registration.reference!,
        newEmail: maskedEmail(moved.email),
      }),
    );
    expect(mail.text).not.toContain(moved.email);
    const links = linksIn(mail.text);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(
      new RegExp(`^https://seminar\\.example\\.org/undo-email/[^/?]+${query.replace('?', '\\?')}$`),
    );
    const token = decodeURIComponent(new URL(links[0]).pathname.split('/').pop()!);
    expect(readEmailUndoToken(options.emailChangeKey, token, new Date(`${openDay}T09:00:00Z`))).toEqual({
      registrationId: 7,
      version: 4,
      expires,
    });
    expect(readEmailUndoToken(options.emailChangeKey, token, new Date(`${openDay}T11:00:00Z`))).toBeUndefined();
    // Signed with its own purpose: it opens neither the page nor a confirmation.
    expect(readDelegateToken(options.linkKey, token)).toBeUndefined();
    // A resend by staff goes to the registration's address of the moment: the notice still goes to the replaced one.
    const resent = await composeByKind({ ...queued, recipient: moved.email }, moved, options);
    expect(resent.to).toBe(registration.email);
  });

  it('every message of the lifecycle carries the link to the page as well', async () => {
    // The certificate's and the visa letter's messages need their documents (tests/server/certificates,
    // tests/server/visaLetters); the link messages are above.
    for (const kind of messageKinds.filter(
      (candidate) =>
        ![
          'delegate_link',
          'email_change_confirmation',
          'email_change_notice',
          'attendance_certificate',
          'visa_letter',
        ].includes(candidate),
    )) {
      const mail = await composeByKind(message(kind, language, { reason: 'Cannot travel' }), registration, options);
      const [link] = linksIn(mail.text);
      expect(link, kind).toMatch(/^https:\/\/seminar\.example\.org\/my\//);
      expect(mail.html, kind).toContain(`href="${link}"`);
      expect(mail.to).toBe(registration.email);
    }
  });
});

describe('the documents of a confirmation', () => {
  it('attaches the receipt and the calendar file to a paid confirmation, and the calendar file to a bank acknowledgement', async () => {
    const confirmation = await composeByKind(message('online_confirmation', 'en'), registration, options);
    expect(confirmation.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: `receipt-${registration.reference}.pdf`, contentType: 'application/pdf' },
      { filename: `${registration.reference}.ics`, contentType: 'text/calendar; charset=utf-8' },
    ]);
    const bank = { ...registration, paymentMethod: 'bank' as const, state: 'awaiting_payment' as const };
    const invoiceNumber = `${event.referencePrefix}-INV-0001`;
    const unpaid = { ...bank, paidAmount: null, paidOn: null, paidCurrency: null, invoiceNumber };
    const acknowledgement = await composeByKind(message('bank_acknowledgement', 'en'), unpaid, options);
    expect(acknowledgement.attachments.map(({ filename }) => filename)).toEqual([
      `invoice-${invoiceNumber}.pdf`,
      `${registration.reference}.ics`,
    ]);
  });
});
