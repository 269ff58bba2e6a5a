import { describe, expect, it } from 'vitest';

import { ConfigError, readServerConfig } from '../../server/config';
import { paymentProviderOf } from '../../server/payments/paymentProviderOf';

// DEMO=1: the Stripe settings alone, without production mode's other demands (tests/server/production/).
const stripeEnv = {
  DEMO: '1',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  SITE_URL: 'https://seminar.example.org',
};

describe('choosing the payment provider from the environment', () => {
  it('uses the local test checkout without STRIPE_SECRET_KEY, and says so', () => {
    const config = readServerConfig({}, '/srv');
    expect(config.stripe).toBeUndefined();
    const payments = paymentProviderOf(config);
    expect(payments.provider.name).toBe('local-test-checkout');
    expect(payments.description).toMatch(/^local test checkout/);
  });

  it('uses Stripe Checkout with STRIPE_SECRET_KEY, naming the mode and the webhook address but never the key', () => {
    const config = readServerConfig({ ...stripeEnv, PUBLIC_URL: 'https://api.example.org/' }, '/srv');
    expect(config.stripe).toEqual({ secretKey: 'sk_test_abc', webhookSecret: 'whsec_abc', apiAddress: undefined });
    const payments = paymentProviderOf(config);
    expect(payments.provider.name).toBe('stripe');
    expect(payments.description).toBe(
      'Stripe Checkout, test mode, via api.stripe.com; webhooks at https://api.example.org/web/payments/stripe/webhook.',
    );
    expect(
      paymentProviderOf(readServerConfig({ ...stripeEnv, STRIPE_SECRET_KEY: 'sk_live_x' }, '/srv')).description,
    ).toContain('LIVE mode');
  });

  it('reads STRIPE_API_URL into the host, port and protocol the SDK takes', () => {
    const at = (url: string) => readServerConfig({ ...stripeEnv, STRIPE_API_URL: url }, '/srv').stripe?.apiAddress;
    expect(at('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(at('https://stripe-mock.internal/')).toEqual({ host: 'stripe-mock.internal', port: 443, protocol: 'https' });
    expect(at('http://[::1]:8080')).toEqual({ host: '::1', port: 8080, protocol: 'http' });
  });

  it('refuses settings that could never take or confirm a payment, with a message naming the variable', () => {
    const refused = (env: Record<string, string>) => () => readServerConfig(env, '/srv');
    expect(refused({ ...stripeEnv, STRIPE_WEBHOOK_SECRET: '' })).toThrow(ConfigError);
    expect(refused({ ...stripeEnv, STRIPE_WEBHOOK_SECRET: '' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(refused({ ...stripeEnv, SITE_URL: '' })).toThrow(/SITE_URL/);
    for (const url of ['localhost:12111', 'ftp://127.0.0.1', 'http://127.0.0.1:12111/v1', 'not a url']) {
      expect(refused({ ...stripeEnv, STRIPE_API_URL: url }), url).toThrow(/STRIPE_API_URL/);
    }
  });
});
