/** The badge code in a confirmation e-mail: the QR code as an inline PNG with the reference under it. */
import type { MessageKind } from '../../core/lifecycle/lifecycle';
import { escapeHtml } from '../http/htmlPage';
import type { Attachment } from '../mail/composeMessage';
import type { TextOf } from '../mail/texts';
import type { StoredRegistration } from '../store/Store';
import { badgeCodeFor } from './badgeCode';
import { badgeQrPng } from './badgeQr';

/** The key badge codes are signed with: derivedKey(serverSecret, 'badge-code'). */
export type BadgeKey = Buffer;

/** The e-mails that carry the badge code: the confirmations of payment. */
const badgeKinds: ReadonlySet<MessageKind> = new Set(['online_confirmation', 'bank_confirmation']);

const badgeCid = 'badge-code@seminar';

/** The image block the composer renders: a heading text, the QR code, and the reference and code under it. */
export interface BadgeImageBlock {
  kind: 'image';
  cid: string;
  alt: string;
  caption: string;
}

/** The badge's attachment and blocks for a message, or undefined when the message carries none (not paid, other kind). */
export async function badgeAttachment(
  kind: MessageKind,
  registration: StoredRegistration,
  key: BadgeKey,
  text: TextOf,
): Promise<{ attachment: Attachment; blocks: ({ kind: 'paragraph'; text: string } | BadgeImageBlock)[] } | undefined> {
  if (!badgeKinds.has(kind) || registration.state !== 'paid' || !registration.reference) return undefined;
  const reference = registration.reference;
  const code = badgeCodeFor(key, reference);
  return {
    attachment: {
      filename: `badge-${reference}.png`,
      contentType: 'image/png',
      content: await badgeQrPng(code),
      cid: badgeCid,
    },
    blocks: [
      { kind: 'paragraph', text: text('badge.email.intro') },
      {
        kind: 'image',
        cid: badgeCid,
        alt: text('badge.email.alt', { reference }),
        caption: text('badge.email.caption', { reference, code }),
      },
    ],
  };
}

/** The QR code and, under it, its caption (reference and code), in the message's HTML. */
export function badgeBlockHtml(cid: string, alt: string, caption: string): string {
  return `<figure style="margin:1em 0"><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="200" height="200"><figcaption style="font-family:monospace">${escapeHtml(caption)}</figcaption></figure>`;
}
