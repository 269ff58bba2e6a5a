/**
 * The announcement's e-mail: the manager's subject and paragraphs in the version the message was queued with (its
 * outbox details keep them, so a retried send carries the very same words), followed by the delegate's page link.
 */
import { paragraphsOf } from '../../core/rules/announcements';
import type { MessageDefinition } from '../mail/MessageDefinition';
import type { Block } from '../mail/messageLayout';

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The 'announcement' kind: the subject's catalogue key frames the manager's subject in each language. */
export const announcement: MessageDefinition = {
  subjectKey: 'email.announcement.subject',
  subjectValues: ({ message }) => ({ subject: stringOf(message.details.subject) }),
  personalLink: true,
  blocks: ({ message, text }) => [
    ...paragraphsOf(stringOf(message.details.body)).map((paragraph): Block => ({ kind: 'paragraph', text: paragraph })),
    { kind: 'paragraph', text: text('email.announcement.footer') },
  ],
};
