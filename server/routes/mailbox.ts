/**
 * GET /staff/mailbox: the embedded mailbox as plain pages, only when no SMTP server is configured (messages then go
 * nowhere else). Every message holds a delegate's name, contact and fee, and some an invoice: only signed-in staff
 * read them, in demo too. Under /staff, so the staff cookie (Path=/staff) reaches it.
 */
import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { escapeHtml, htmlPage } from '../http/htmlPage';
import { findStaffSession, type StaffSignInPolicy } from '../staff/staffAuth';
import type { StaffStore } from '../staff/StaffStore';
import type { MailboxEntry } from '../store/LifecycleStore';
import type { Store } from '../store/Store';

export const mailboxPath = '/staff/mailbox';

const css = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2430; }
main { max-width: 60rem; margin: 2rem auto; background: #fff; padding: 1.5rem 2rem; border-radius: 8px; }
.notice { background: #fff4ce; border: 1px solid #8a6d00; padding: 0.75rem 1rem; border-radius: 6px; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; padding: 0.4rem 0; }
th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #c4c9d2; vertical-align: top; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f5f7; padding: 1rem; border-radius: 6px; }
a { color: #1d4ed8; }
dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.3rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 40rem) {
  main { margin: 0; padding: 1rem; border-radius: 0; }
  dl { grid-template-columns: minmax(0, 1fr); }
  dd { margin-bottom: 0.5rem; }
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  tr, td { display: block; }
  tr { border-bottom: 1px solid #c4c9d2; padding: 0.5rem 0; }
  td { border: 0; padding: 0.15rem 0; }
  td::before { content: attr(data-label) ": "; font-weight: 600; }
}
`;

const styleHash = createHash('sha256').update(css).digest('base64');
const pagePolicy = `default-src 'none'; style-src 'sha256-${styleHash}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
// The HTML part as a mail client shows it: its inline styles, nothing that runs or loads.
const htmlPartPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox";

function page(title: string, body: string): string {
  return htmlPage({
    title,
    css,
    notice:
      '<strong>Local mailbox.</strong> No SMTP server is configured (SMTP_URL), so the registration service keeps the e-mails it sends here instead of delivering them.',
    body,
    heading: true,
  });
}

function when(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
}

function listPage(entries: readonly MailboxEntry[]): string {
  if (entries.length === 0) return page('Mailbox', '<p>No messages yet.</p>');
  const rows = entries
    .map(
      (entry) =>
        `<tr><td data-label="Delivered">${escapeHtml(when(entry.deliveredAt))}</td><td data-label="To">${escapeHtml(entry.recipient)}</td><td data-label="Subject"><a href="${mailboxPath}/${entry.id}">${escapeHtml(entry.subject)}</a></td><td data-label="Attachments">${entry.attachments.length}</td></tr>`,
    )
    .join('\n');
  return page(
    'Mailbox',
    `<table>
<caption>${entries.length === 1 ? '1 message' : `${entries.length} messages`}, newest first</caption>
<thead><tr><th scope="col">Delivered</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Attachments</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

function messagePage(entry: MailboxEntry): string {
  const attachments = entry.attachments
    .map(
      (file, index) =>
        `<li><a href="${mailboxPath}/${entry.id}/attachments/${index}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)})</li>`,
    )
    .join('');
  return page(
    entry.subject,
    `<p><a href="${mailboxPath}">Back to the mailbox</a></p>
<dl>
<dt>From</dt><dd>${escapeHtml(entry.sender)}</dd>
<dt>To</dt><dd>${escapeHtml(entry.recipient)}</dd>
<dt>Delivered</dt><dd>${escapeHtml(when(entry.deliveredAt))}</dd>
<dt>Message-ID</dt><dd>${escapeHtml(entry.messageId)}</dd>
</dl>
<h2>Attachments</h2>
${attachments ? `<ul>${attachments}</ul>` : '<p>None.</p>'}
<h2>Message</h2>
<p><a href="${mailboxPath}/${entry.id}/html">The HTML part</a>, as a mail client shows it. The plain-text part:</p>
<pre>${escapeHtml(entry.textBody)}</pre>`,
  );
}

/**
 * The HTML part with its inline images (cid: addresses, which only a mail client resolves) as data: addresses, which
 * the part's policy allows. A message kept before attachments kept their Content-ID has one image at most: the badge.
 */
function withInlineImages(entry: MailboxEntry): string {
  const images = entry.attachments.filter((file) => file.contentType.startsWith('image/'));
  const byCid = (cid: string) =>
    images.find((file) => file.cid === cid) ?? (images.length === 1 && !images[0]?.cid ? images[0] : undefined);
  return entry.htmlBody.replace(/(src=")cid:([^"]+)"/g, (whole, prefix: string, cid: string) => {
    const file = byCid(cid);
    return file ? `${prefix}data:${file.contentType};base64,${file.base64}"` : whole;
  });
}

function send(reply: FastifyReply, status: number, policy: string, html: string): FastifyReply {
  return reply
    .code(status)
    .header('content-security-policy', policy)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

function signInPage(): string {
  return htmlPage({
    title: 'Sign in to read the mailbox',
    css,
    notice: '<strong>Local mailbox.</strong> The e-mails kept here hold delegates&#39; personal data.',
    body: '<p><a href="/staff">Sign in to the staff console</a>, then open this page again.</p>',
    heading: true,
  });
}

export interface MailboxDeps {
  store: Store;
  staffStore: StaffStore;
  policy: Pick<StaffSignInPolicy, 'idleSeconds'>;
}

/** Adds /staff/mailbox, /staff/mailbox/:id, its HTML part and its attachments, each for signed-in staff only. */
export function registerMailboxRoutes(root: FastifyInstance, { store, staffStore, policy }: MailboxDeps): void {
  // The old address of the mailbox leads to the new one (and so to the sign-in).
  root.get('/mailbox', async (_request, reply) => reply.redirect(mailboxPath, 308));
  void root.register(async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!(await findStaffSession(request, staffStore, policy))) return send(reply, 401, pagePolicy, signInPage());
    });
    registerPages(app, store);
  });
}

function registerPages(app: FastifyInstance, store: Store): void {
  const notFound = (reply: FastifyReply) =>
    send(reply, 404, pagePolicy, page('Message not found', `<p><a href="${mailboxPath}">Back to the mailbox</a></p>`));
  const find = async (id: string) => (/^\d{1,9}$/.test(id) ? store.findMailboxEntry(Number(id)) : undefined);

  app.get(mailboxPath, async (_request, reply) => send(reply, 200, pagePolicy, listPage(await store.listMailbox())));

  app.get<{ Params: { id: string } }>(`${mailboxPath}/:id`, async (request, reply) => {
    const entry = await find(request.params.id);
    return entry ? send(reply, 200, pagePolicy, messagePage(entry)) : notFound(reply);
  });

  app.get<{ Params: { id: string } }>(`${mailboxPath}/:id/html`, async (request, reply) => {
    const entry = await find(request.params.id);
    return entry ? send(reply, 200, htmlPartPolicy, withInlineImages(entry)) : notFound(reply);
  });

  app.get<{ Params: { id: string; index: string } }>(
    `${mailboxPath}/:id/attachments/:index`,
    async (request, reply) => {
      const entry = await find(request.params.id);
      const file = /^\d{1,3}$/.test(request.params.index)
        ? entry?.attachments[Number(request.params.index)]
        : undefined;
      if (!file) return notFound(reply);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .type(file.contentType)
        .send(Buffer.from(file.base64, 'base64'));
    },
  );
}
