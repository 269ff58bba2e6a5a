/**
 * The e-mail of an outbox message, written from its kind's definition (server/mail/messageKinds.ts): subject, plain
 * text and HTML from the same blocks, the link to the delegate's page, and the documents that go with it.
 */
import type { Movement } from '../../core/rules/ledger';
import { ledgerFigures } from '../../core/rules/ledgerFigures';
import { issuerName } from '../invoice/organiser';
import type { OutboxMessage } from '../store/LifecycleStore';
import type { StoredRegistration } from '../store/Store';
import { pageLinkBlock, pageUrlOf } from './delegateBlocks';
import { delegateName } from './delegateName';
import type { Attachment, ComposeOptions, MessageContext, MessageDefinition } from './MessageDefinition';
import { type Block, htmlBody, plainText } from './messageLayout';
import { textsFor } from './texts';

export type { Attachment, ComposeOptions } from './MessageDefinition';

/** A message ready to hand to a transport. */
export interface ComposedMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: Attachment[];
  /** The language the texts were looked up in (the HTML's lang). */
  language: string;
}

/**
 * Composes an outbox message by its kind's definition for its registration and that registration's ledger (its
 * movements as they stand), in the language kept with the message:
 * the greeting, the definition's body, the link to the delegate's page when the definition carries it, the blocks
 * that present its documents, and the closing lines.
 */
export async function composeMessage(
  definition: MessageDefinition,
  message: OutboxMessage,
  registration: StoredRegistration,
  movements: readonly Movement[],
  options: ComposeOptions,
): Promise<ComposedMessage> {
  const { locale, text } = textsFor(message.language);
  const money = ledgerFigures(registration, movements);
  const context: MessageContext = { message, registration, movements, money, text, locale, options };
  const subject = text(definition.subjectKey, {
    reference: registration.reference ?? '',
    ...definition.subjectValues?.(context),
  });
  const documents = definition.attachments ? await definition.attachments(context) : [];
  const pageLink: Block[] = definition.personalLink
    ? [pageLinkBlock(pageUrlOf(registration, locale, options), text, definition.pageLinkNoteKey)]
    : [];
  const blocks: Block[] = [
    { kind: 'paragraph', text: text('email.greeting', { name: delegateName(registration, text, locale) }) },
    ...definition.blocks(context),
    ...pageLink,
    ...documents.flatMap((document) => document.blocks ?? []),
    { kind: 'paragraph', text: text('email.contact') },
    { kind: 'paragraph', text: text('email.signoff') },
    { kind: 'paragraph', text: text('email.signature', { issuer: issuerName(locale) }) },
  ];
  return {
    to: definition.recipient?.(message.recipient, message.details) ?? message.recipient,
    subject,
    text: plainText(blocks),
    html: htmlBody(blocks, subject, locale),
    attachments: documents.map((document) => document.attachment),
    language: locale,
  };
}
