/**
 * GET /staff/mailbox: the embedded mailbox as plain pages, only when no SMTP server is configured (messages then go
 * nowhere else). Every message holds a delegate's name, contact and fee, and some an invoice: only signed-in staff
 * read them, in demo too. Under /staff, so the staff cookie (Path=/staff) reaches it.
 */
import { createHash } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { type Locale, matchLocale } from '../../core/i18n/locales';
import { escapeHtml, htmlPage } from '../http/htmlPage';
import { offeredLocales } from '../i18n/catalogues';
import { type TextOf, textsFor } from '../mail/texts';
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

/** The language of the staff who read it (`?lang=` of the address, as the console's links carry it), and its texts. */
interface MailboxTexts {
  locale: Locale;
  text: TextOf;
  /** `?lang=…` for the page's own links, '' for English. */
  query: string;
}

function textsOf(query: unknown): MailboxTexts {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  const locale = (typeof asked === 'string' && matchLocale(asked, offeredLocales)) || 'en';
  return { ...textsFor(locale), query: locale === 'en' ? '' : `?lang=${locale}` };
}

function page({ locale, text }: MailboxTexts, title: string, body: string): string {
  return htmlPage({
    title,
    lang: locale,
    css,
    notice: `<strong>${escapeHtml(text('mailbox.notice.lead'))}</strong> ${escapeHtml(text('mailbox.notice.body'))}`,
    body,
    heading: true,
  });
}

function when(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
}

function listPage(texts: MailboxTexts, entries: readonly MailboxEntry[]): string {
  const { text, query } = texts;
  const title = text('mailbox.title');
  if (entries.length === 0) return page(texts, title, `<p>${escapeHtml(text('mailbox.empty'))}</p>`);
  const [delivered, to, subject, attachments] = ['delivered', 'to', 'subject', 'attachments'].map((key) =>
    escapeHtml(text(`mailbox.${key}`)),
  );
  const rows = entries
    .map(
      (entry) =>
        `<tr><td data-label="${delivered}">${escapeHtml(when(entry.deliveredAt))}</td><td data-label="${to}">${escapeHtml(entry.recipient)}</td><td data-label="${subject}"><a href="${mailboxPath}/${entry.id}${query}">${escapeHtml(entry.subject)}</a></td><td data-label="${attachments}">${entry.attachments.length}</td></tr>`,
    )
    .join('\n');
  return page(
    texts,
    title,
    `<table>
<caption>${escapeHtml(text('mailbox.caption', { count: entries.length }))}</caption>
<thead><tr><th scope="col">${delivered}</th><th scope="col">${to}</th><th scope="col">${subject}</th><th scope="col">${attachments}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

function messagePage(texts: MailboxTexts, entry: MailboxEntry): string {
  const { text, query } = texts;
  const say = (key: string) => escapeHtml(text(key));
  const attachments = entry.attachments
    .map(
      (file, index) =>
        `<li><a href="${mailboxPath}/${entry.id}/attachments/${index}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)})</li>`,
    )
    .join('');
  return page(
    texts,
    entry.subject,
    `<p><a href="${mailboxPath}${query}">${say('mailbox.back')}</a></p>
<dl>
<dt>${say('mailbox.from')}</dt><dd>${escapeHtml(entry.sender)}</dd>
<dt>${say('mailbox.to')}</dt><dd>${escapeHtml(entry.recipient)}</dd>
<dt>${say('mailbox.delivered')}</dt><dd>${escapeHtml(when(entry.deliveredAt))}</dd>
<dt>${say('mailbox.messageId')}</dt><dd>${escapeHtml(entry.messageId)}</dd>
</dl>
<h2>${say('mailbox.attachments')}</h2>
${attachments ? `<ul>${attachments}</ul>` : `<p>${say('mailbox.none')}</p>`}
<h2>${say('mailbox.message')}</h2>
<p><a href="${mailboxPath}/${entry.id}/html">${say('mailbox.htmlPart')}</a>${say('mailbox.htmlPart.after')}</p>
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

function signInPage({ locale, text, query }: MailboxTexts): string {
  return htmlPage({
    title: text('mailbox.signIn.title'),
    lang: locale,
    css,
    notice: `<strong>${escapeHtml(text('mailbox.notice.lead'))}</strong> ${escapeHtml(text('mailbox.signIn.notice'))}`,
    body: `<p><a href="/staff${query}">${escapeHtml(text('mailbox.signIn.link'))}</a>${escapeHtml(text('mailbox.signIn.after'))}</p>`,
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
      if (!(await findStaffSession(request, staffStore, policy)))
        return send(reply, 401, pagePolicy, signInPage(textsOf(request.query)));
    });
    registerPages(app, store);
  });
}

function registerPages(app: FastifyInstance, store: Store): void {
  const notFound = (reply: FastifyReply, texts: MailboxTexts) =>
    send(
      reply,
      404,
      pagePolicy,
      page(
        texts,
        texts.text('mailbox.notFound'),
        `<p><a href="${mailboxPath}${texts.query}">${escapeHtml(texts.text('mailbox.back'))}</a></p>`,
      ),
    );
  const find = async (id: string) => (/^\d{1,9}$/.test(id) ? store.findMailboxEntry(Number(id)) : undefined);

  app.get(mailboxPath, async (request, reply) =>
    send(reply, 200, pagePolicy, listPage(textsOf(request.query), await store.listMailbox())),
  );

  app.get<{ Params: { id: string } }>(`${mailboxPath}/:id`, async (request, reply) => {
    const texts = textsOf(request.query);
    const entry = await find(request.params.id);
    return entry ? send(reply, 200, pagePolicy, messagePage(texts, entry)) : notFound(reply, texts);
  });

  app.get<{ Params: { id: string } }>(`${mailboxPath}/:id/html`, async (request, reply) => {
    const entry = await find(request.params.id);
    return entry ? send(reply, 200, htmlPartPolicy, withInlineImages(entry)) : notFound(reply, textsOf(request.query));
  });

  app.get<{ Params: { id: string; index: string } }>(
    `${mailboxPath}/:id/attachments/:index`,
    async (request, reply) => {
      const entry = await find(request.params.id);
      const file = /^\d{1,3}$/.test(request.params.index)
        ? entry?.attachments[Number(request.params.index)]
        : undefined;
      if (!file) return notFound(reply, textsOf(request.query));
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .type(file.contentType)
        .send(Buffer.from(file.base64, 'base64'));
    },
  );
}
