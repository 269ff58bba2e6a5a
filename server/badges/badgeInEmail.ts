/** The badge code in a confirmation e-mail: the QR code as an inline PNG with the reference under it. */
import { escapeHtml } from '../http/htmlPage';
import type { MessageContext, MessageDocument } from '../mail/MessageDefinition';
import { badgeCodeFor } from './badgeCode';
import { badgeQrPng } from './badgeQr';

const badgeCid = 'badge-code@seminar';

/**
 * The badge code of a confirmation (server/lifecycle/lifecycleMessages.ts, a resend too) as an inline image with its
 * caption; none until the registration is paid, or when the server has no key to sign it with.
 */
export async function badgeDocuments({ registration, text, options }: MessageContext): Promise<MessageDocument[]> {
  if (!options.badgeKey || registration.state !== 'paid' || !registration.reference) return [];
  const reference = registration.reference;
  const code = badgeCodeFor(options.badgeKey, reference);
  return [
    {
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
    },
  ];
}

/** The QR code and, under it, its caption (reference and code), in the message's HTML. */
export function badgeBlockHtml(cid: string, alt: string, caption: string): string {
  return `<figure style="margin:1em 0"><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="200" height="200"><figcaption style="font-family:monospace">${escapeHtml(caption)}</figcaption></figure>`;
}
