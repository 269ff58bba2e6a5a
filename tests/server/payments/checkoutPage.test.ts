/** The local test checkout in the delegate's language: every word from the catalogue, the name in its order. */
import { describe, expect, it } from 'vitest';

import { formatMoney } from '../../../core/i18n/moneyText';
import { textsFor } from '../../../server/mail/texts';
import { checkoutPage, messagePage } from '../../../server/payments/checkoutPage';
import type { CheckoutRecord } from '../../../server/store/Store';
import { englishWordsIn, namesFromSchemas } from '../../support/englishWords';
import { storedRegistration } from '../helpers/storedRegistration';

const registration = storedRegistration();
const checkout: CheckoutRecord = {
  sessionId: 'local_session',
  provider: 'local-test-checkout',
  pageToken: 'token',
  status: 'pending',
  amount: registration.feeAmount,
  currency: registration.currency,
  registration,
};
const actions = { pay: '/checkout/local_session/pay', cancel: '/checkout/local_session/cancel' };

/** The page's words as a reader meets them: markup, the hidden token and the form addresses left out. */
function readable(html: string): string {
  return html
    .replace(/<style>[\s\S]*<\/style>/, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

describe.each(['zh-Hant', 'zh-Hans'] as const)('the local test checkout in %s', (language) => {
  const texts = textsFor(language);

  it('says everything in that language, the delegate named family name first and the page marked as Chinese', () => {
    const html = checkoutPage(texts, checkout, actions, 'token');
    expect(html).toContain(`<html lang="${language}">`);
    const amount = formatMoney(checkout.amount, checkout.currency, language);
    expect(html).toContain(texts.text('checkout.pay', { amount }));
    expect(html).toContain(texts.text('checkout.cancel'));
    expect(html).toContain(`${registration.familyName}${registration.givenName}`);
    const names = [...namesFromSchemas, registration.email, registration.title];
    expect(englishWordsIn(readable(html), names)).toEqual([]);
  });

  it('says a closed or unknown checkout in that language too', () => {
    const html = messagePage(texts, 'checkout.notFound.heading', 'checkout.notFound.text', {
      href: '/',
      label: 'thanks.back',
    });
    expect(html).toContain(texts.text('checkout.notFound.heading'));
    expect(englishWordsIn(readable(html), namesFromSchemas)).toEqual([]);
  });
});
