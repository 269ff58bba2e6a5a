/**
 * The announcement's e-mail: the manager's subject and paragraphs in the version the message was queued with (its
 * outbox details keep them, so a retried send carries the very same words). The message composition calls this for
 * the 'announcement' kind only.
 */
import { paragraphsOf } from '../../core/rules/announcements';
import type { Block } from '../mail/messageLayout';
import type { TextOf } from '../mail/texts';
import type { OutboxMessage } from '../store/LifecycleStore';

/** The subject's catalogue key: the manager's subject, in whatever frame a language's catalogue gives it. */
export const announcementSubjectKey = 'email.announcement.subject';

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The values the subject's text takes. */
export function announcementSubjectValues(message: OutboxMessage): { subject: string } {
  return { subject: stringOf(message.details.subject) };
}

/** The body's blocks; none for any other kind of message. */
export function announcementBlocks(message: OutboxMessage, text: TextOf): Block[] {
  if (message.kind !== 'announcement') return [];
  return [
    ...paragraphsOf(stringOf(message.details.body)).map((paragraph): Block => ({ kind: 'paragraph', text: paragraph })),
    { kind: 'paragraph', text: text('email.announcement.footer') },
  ];
}
