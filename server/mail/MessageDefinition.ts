/**
 * What a kind of e-mail is, in one place: its subject, who it goes to, whether it carries the link to the delegate's
 * page, its body, its documents, and whether it is still wanted when it falls due. Each feature exports the
 * definitions of its own kinds; server/mail/messageKinds.ts registers them, and the composer and the outbox read them.
 */
import type { Locale } from '../../core/i18n/locales';
import type { Movement } from '../../core/rules/ledger';
import type { MoneyFigures } from '../../core/rules/money';
import type { InvoiceFont } from '../invoice/invoiceFont';
import type { OutboxMessage } from '../store/LifecycleStore';
import type { StoredRegistration } from '../store/Store';
import type { LinkSigning } from './delegateBlocks';
import type { Block } from './messageLayout';
import type { TextOf } from './texts';

/** A file sent with a message. */
export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Shown inline in the HTML as `cid:<cid>` rather than only listed. */
  cid?: string;
}

/** What composing needs besides the message: the documents' font, and the keys and address the links are signed with. */
export interface ComposeOptions extends LinkSigning {
  font: InvoiceFont | undefined;
  /** Signs the badge code of confirmations; no badge code without it. */
  badgeKey?: Buffer;
}

/**
 * What a definition reads to write its message: the message, its registration and its ledger as they stand, and the
 * texts.
 */
export interface MessageContext {
  message: OutboxMessage;
  registration: StoredRegistration;
  /** The registration's movements: what a message says about money comes from them, as on every page. */
  movements: readonly Movement[];
  /** The ledger's figures (balance due, received), computed once from those movements. */
  money: MoneyFigures;
  /** The texts in the message's language (the language kept with the message, whatever the registration's now). */
  text: TextOf;
  locale: Locale;
  options: ComposeOptions;
}

/** A document of a message, with the blocks that present it after the page's link (the badge's QR image), if any. */
export interface MessageDocument {
  attachment: Attachment;
  blocks?: Block[];
}

/** Whether a message due now is still to be sent, or withdrawn with the reason staff see. */
export type StillWanted = { wanted: true } | { wanted: false; reason: string };

/** One kind of e-mail. */
export interface MessageDefinition {
  /** The catalogue key of the subject; it may use `{reference}`. */
  subjectKey: string;
  /** Further values the subject takes beside `{reference}` (an announcement's own subject). */
  subjectValues?: (context: MessageContext) => Record<string, string>;
  /** The address it goes to, when not the registered one (`details` as the message was queued). */
  recipient?: (registeredEmail: string, details: Readonly<Record<string, unknown>>) => string;
  /** Whether the link to the delegate's page follows the body (not when the body is itself a link). */
  personalLink: boolean;
  /** The note under that link; 'email.pageLink.note' unless given. */
  pageLinkNoteKey?: string;
  /** The body, between the greeting and the page's link. */
  blocks(context: MessageContext): Block[];
  /** The documents attached, in order. */
  attachments?: (context: MessageContext) => Promise<MessageDocument[]>;
  /** Asked of the registration as it stands when the message is due; sent when absent. */
  stillWanted?: (registration: StoredRegistration, message: OutboxMessage) => StillWanted;
}
