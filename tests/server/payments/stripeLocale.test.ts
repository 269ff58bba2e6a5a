import { describe, expect, it } from 'vitest';

import { stripeLocaleOf } from '../../../server/payments/stripeLocale';

describe("Stripe Checkout's page language", () => {
  it('is the Chinese Stripe writes for each script: Taiwan for Traditional, plain zh for Simplified', () => {
    expect(stripeLocaleOf('zh-Hant')).toBe('zh-TW');
    expect(stripeLocaleOf('zh-Hans')).toBe('zh');
  });

  it("is the catalogue's own language when Stripe writes it, English when none is known", () => {
    expect(stripeLocaleOf('en')).toBe('en');
    expect(stripeLocaleOf('fr')).toBe('fr');
    expect(stripeLocaleOf(undefined)).toBe('en');
  });

  it('lets Stripe follow the browser for a language it does not write', () => {
    expect(stripeLocaleOf('tlh')).toBe('auto');
  });
});
