/** How an e-mail's blocks are written out: the plain-text part and the HTML part say the same, from the same blocks. */
import { badgeBlockHtml } from '../badges/badgeInEmail';
import { escapeHtml } from '../http/htmlPage';

/** One block of an e-mail's body. */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'fields'; rows: [string, string][] }
  | { kind: 'list'; items: string[] }
  | { kind: 'image'; cid: string; alt: string; caption: string }
  /** A link written out whole (the text part shows the address itself): `label`, the address, then `note`. */
  | { kind: 'link'; label: string; url: string; note?: string };

/** The plain-text part. */
export function plainText(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'paragraph':
          return block.text;
        case 'heading':
          return `${block.text}\n${'-'.repeat(Math.min(60, block.text.length))}`;
        case 'fields':
          return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
        case 'list':
          return block.items.map((item) => `- ${item}`).join('\n');
        case 'image':
          return block.caption;
        case 'link':
          // The address on a line of its own: mail programs make it clickable and never break it.
          return [block.label, block.url, ...(block.note ? [block.note] : [])].join('\n');
      }
    })
    .join('\n\n');
}

/** The HTML part, in `language`. */
export function htmlBody(blocks: readonly Block[], subject: string, language: string): string {
  const parts = blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return `<p>${escapeHtml(block.text)}</p>`;
      case 'heading':
        return `<h2 style="font-size:1.1em;margin:1.4em 0 0.4em">${escapeHtml(block.text)}</h2>`;
      case 'fields':
        return `<table role="presentation" style="border-collapse:collapse">${block.rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;padding:2px 16px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`;
      case 'list':
        return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      case 'image':
        return badgeBlockHtml(block.cid, block.alt, block.caption);
      case 'link':
        return `<p>${escapeHtml(block.label)}<br><a href="${escapeHtml(block.url)}" style="word-break:break-all">${escapeHtml(block.url)}</a>${block.note ? `<br>${escapeHtml(block.note)}` : ''}</p>`;
    }
  });
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1d2430;line-height:1.5;max-width:40em">
${parts.join('\n')}
</body>
</html>`;
}
