/**
 * What the e-mails say about the delegate's own page: the link to it in every message, the message that sends only
 * the link (a repeat submission, a lost link), the confirmation link of a new e-mail address, and the notice with its
 * undo link to the address a confirmed change replaced. The links are
 * signed when the message is composed (server/delegate/delegateLink.ts), never stored with it.
 */
import { formatEventDate } from '../../core/i18n/eventTextValues';
import { event } from '../../core/model/schemaData';
import { maskedEmail } from '../../core/rules/email';
import {
  delegatePageUrl,
  delegateToken,
  emailChangeToken,
  emailConfirmationUrl,
  emailUndoToken,
  emailUndoUrl,
} from '../delegate/delegateLink';
import type { StoredRegistration } from '../store/Store';
import type { MessageContext } from './MessageDefinition';
import type { Block } from './messageLayout';
import type { TextOf } from './texts';

/** What signing the links needs: the site's address and the two keys derived from the server secret. */
export interface LinkSigning {
  /** The site's absolute address (SITE_URL, else the address the server listens on). */
  siteUrl: string;
  /** derivedKey(serverSecret, 'delegate-link'). */
  linkKey: Buffer;
  /** derivedKey(serverSecret, 'email-change'). */
  emailChangeKey: Buffer;
}

/** The absolute address of the registration's page in `language`, under its current link version. */
export function pageUrlOf(registration: StoredRegistration, language: string, signing: LinkSigning): string {
  const token = delegateToken(signing.linkKey, registration.id, registration.linkVersion);
  return delegatePageUrl(signing.siteUrl, token, language);
}

/** The block with the link to the delegate's page, with the note a message's definition chooses. */
export function pageLinkBlock(url: string, text: TextOf, noteKey = 'email.pageLink.note'): Block {
  return { kind: 'link', label: text('email.pageLink.label'), url, note: text(noteKey) };
}

/** An instant written out as the event's time zone has it, with the zone's offset: '4 September 2025 18:15 (GMT+8)'. */
function instantText(instant: Date, locale: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: event.timeZone,
      timeZoneName: 'shortOffset',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const day = formatEventDate(`${parts.year}-${parts.month}-${parts.day}`, locale);
  return `${day} ${parts.hour}:${parts.minute} (${parts.timeZoneName})`;
}

/** The new address and the end of validity an e-mail change confirmation was queued with. */
export function emailChangeOf(details: Readonly<Record<string, unknown>>): { newEmail: string; expires: number } {
  const newEmail = typeof details.newEmail === 'string' ? details.newEmail : '';
  const expires = typeof details.expires === 'number' && Number.isFinite(details.expires) ? details.expires : 0;
  return { newEmail, expires };
}

/** The body of the message that sends only the link: a repeat submission, a lost link. */
export function delegateLinkBlocks({ registration, text, locale, options }: MessageContext): Block[] {
  const reference = registration.reference ?? '';
  return [
    { kind: 'paragraph', text: text('email.delegateLink.intro', { reference }) },
    pageLinkBlock(pageUrlOf(registration, locale, options), text),
    { kind: 'paragraph', text: text('email.delegateLink.notYou') },
  ];
}

/** The body of a new address's confirmation: the link that makes it the registration's, until it expires. */
export function emailChangeBlocks({ message, registration, text, locale, options }: MessageContext): Block[] {
  const reference = registration.reference ?? '';
  const { newEmail, expires } = emailChangeOf(message.details);
  const token = emailChangeToken(options.emailChangeKey, registration.id, newEmail, expires);
  return [
    { kind: 'paragraph', text: text('email.emailChange.intro', { reference, newEmail }) },
    {
      kind: 'link',
      label: text('email.emailChange.action', { expires: instantText(new Date(expires * 1000), locale) }),
      url: emailConfirmationUrl(options.siteUrl, token, locale),
    },
    { kind: 'paragraph', text: text('email.emailChange.notYou') },
  ];
}

/** The replaced address, link version and end of validity a confirmed change's notice was queued with. */
export function emailUndoOf(details: Readonly<Record<string, unknown>>): {
  oldEmail: string;
  version: number;
  expires: number;
} {
  const number = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : 0);
  const oldEmail = typeof details.oldEmail === 'string' ? details.oldEmail : '';
  return { oldEmail, version: number(details.version), expires: number(details.expires) };
}

/**
 * The body of the notice to the address a confirmed change replaced: the new address masked (its reader may not be
 * the one who moved the registration) and the link that undoes the change, until it expires.
 */
export function emailChangeNoticeBlocks({ message, registration, text, locale, options }: MessageContext): Block[] {
  const reference = registration.reference ?? '';
  const { newEmail } = emailChangeOf(message.details);
  const { version, expires } = emailUndoOf(message.details);
  const token = emailUndoToken(options.emailChangeKey, registration.id, version, expires);
  return [
    { kind: 'paragraph', text: text('email.emailChangeNotice.intro', { reference, newEmail: maskedEmail(newEmail) }) },
    {
      kind: 'link',
      label: text('email.emailChangeNotice.action', { expires: instantText(new Date(expires * 1000), locale) }),
      url: emailUndoUrl(options.siteUrl, token, locale),
    },
    { kind: 'paragraph', text: text('email.emailChangeNotice.ifYou') },
  ];
}
