/** The HTML of the local test checkout: a plain page with its own strict CSP and no script. */
import { createHash } from 'node:crypto';

import type { Locale } from '../../core/i18n/locales';
import { formatMoney } from '../../core/i18n/moneyText';
import { escapeHtml, htmlPage } from '../http/htmlPage';
import { delegateName } from '../mail/delegateName';
import { feeCategoryText, type TextOf } from '../mail/texts';
import type { CheckoutRecord } from '../store/Store';

const css = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1d2430; }
main { max-width: 34rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgb(0 0 0 / 0.12); }
.notice { background: #fff4ce; border: 1px solid #d9b600; padding: 0.75rem 1rem; border-radius: 6px; }
h1 { font-size: 1.4rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 6px; border: 1px solid #1d2430; cursor: pointer; }
.pay { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
.cancel { background: #fff; }
`;

const styleHash = createHash('sha256').update(css).digest('base64');

/** The page's own policy: nothing loads, only its inline style runs, and its forms post to this site. */
export function checkoutPagePolicy(formTargets: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function page(text: TextOf, locale: Locale, body: string): string {
  return htmlPage({
    title: text('checkout.title'),
    lang: locale,
    css,
    notice: `<strong>${escapeHtml(text('checkout.notice.lead'))}</strong> ${escapeHtml(text('checkout.notice.body'))}`,
    body,
  });
}

/** The texts of the delegate's language (`?lang=` of the checkout's address), English for any other. */
export interface CheckoutTexts {
  locale: Locale;
  text: TextOf;
}

/** The checkout of a pending payment: who pays, for what, how much; Pay and Cancel post the session's token. */
export function checkoutPage(
  { locale, text }: CheckoutTexts,
  checkout: CheckoutRecord,
  actions: { pay: string; cancel: string },
  token: string,
): string {
  const r = checkout.registration;
  const amount = formatMoney(checkout.amount, checkout.currency, locale);
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
  return page(
    text,
    locale,
    `<h1>${escapeHtml(text('checkout.heading'))}</h1>
<dl>
<dt>${escapeHtml(text('email.details.delegate'))}</dt><dd>${escapeHtml(delegateName(r, text, locale))}</dd>
<dt>${escapeHtml(text('field.email'))}</dt><dd>${escapeHtml(r.email)}</dd>
<dt>${escapeHtml(text('email.details.fee'))}</dt><dd>${escapeHtml(feeCategoryText(text, r.feeCategory))}</dd>
<dt>${escapeHtml(text('email.details.amount'))}</dt><dd>${escapeHtml(amount)}</dd>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(actions.pay)}">${hidden}<button type="submit" class="pay">${escapeHtml(text('checkout.pay', { amount }))}</button></form>
<form method="post" action="${escapeHtml(actions.cancel)}">${hidden}<button type="submit" class="cancel">${escapeHtml(text('checkout.cancel'))}</button></form>
</div>`,
  );
}

/** A page that only says something and links on: closed, paid, unknown session. */
export function messagePage(
  { locale, text }: CheckoutTexts,
  heading: string,
  body: string,
  link: { href: string; label: string },
): string {
  return page(
    text,
    locale,
    `<h1>${escapeHtml(text(heading))}</h1>
<p>${escapeHtml(text(body))}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(text(link.label))}</a></p>`,
  );
}
