/** Production mode: a deployed server refuses the demo's embedded defaults, naming each setting to fix. */
import { describe, expect, it } from 'vitest';

import { ConfigError, readServerConfig } from '../../../server/config';
import { paymentProviderOf } from '../../../server/payments/paymentProviderOf';
import { modeLines } from '../../../server/production/startupNotes';
import { instants } from '../../support/eventTimes';

/** What an organiser sets for the live site (server/README.md, "Going live"). */
const liveEnv = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  SMTP_URL: 'smtp://mailer:secret@mail.example.org:587',
  SITE_URL: 'https://seminar.example.org',
  SERVER_SECRET: 'a1'.repeat(32),
};

function refusal(env: Record<string, string>): string {
  try {
    readServerConfig(env, '/srv');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`readServerConfig accepted ${JSON.stringify(env)}`);
}

describe('production mode', () => {
  it('with nothing set, names every missing setting at once: card provider, SMTP server, https site address, secret', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/^Production mode \(NODE_ENV=production\) refuses to start:/);
    const lines = message.split('\n').filter((line) => line.startsWith('  - '));
    expect(lines.map((line) => /^ {2}- (\w+)/.exec(line)?.[1])).toEqual([
      'STRIPE_SECRET_KEY',
      'SMTP_URL',
      'SITE_URL',
      'SERVER_SECRET',
    ]);
    expect(message).toMatch(/local test checkout/);
    expect(message).toMatch(/local mailbox/);
    expect(message).toMatch(/DEMO=1/);
  });

  it('is also what a HOST beyond loopback asks for, unless DEMO=1', () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.10', 'seminar.example.org']) {
      expect(refusal({ HOST: host })).toMatch(/^Production mode \(HOST beyond loopback\) refuses to start:/);
    }
    for (const host of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost']) {
      expect(readServerConfig({ HOST: host }, '/srv').mode).toEqual({ kind: 'demo', explicit: false });
    }
    const demo = readServerConfig({ HOST: '0.0.0.0', NODE_ENV: 'production', DEMO: '1' }, '/srv');
    expect(demo.mode).toEqual({ kind: 'demo', explicit: true });
    expect(paymentProviderOf(demo).provider.name).toBe('local-test-checkout');
    expect(modeLines(demo).join('\n')).toMatch(/^DEMO: .*\nMode: demo \(DEMO=1\)\.\nWARNING: DEMO=1 on 0\.0\.0\.0/);
  });

  it('is what any sign of a deployment asks for: a proxy in front, an https site or API address', () => {
    expect(refusal({ TRUST_PROXY: '1' })).toMatch(/^Production mode \(TRUST_PROXY is set\) refuses to start:/);
    expect(refusal({ SITE_URL: 'https://seminar.example.org' })).toMatch(/^Production mode \(SITE_URL is https\)/);
    expect(refusal({ PUBLIC_URL: 'https://api.example.org' })).toMatch(/^Production mode \(PUBLIC_URL is https\)/);
    expect(refusal({ HOST: '127.0.0.1', TRUST_PROXY: '10.0.0.2', SITE_URL: 'https://seminar.example.org' })).toMatch(
      /^Production mode \(TRUST_PROXY is set, SITE_URL is https\)/,
    );
    // Nothing deployed about these: a developer's own machine.
    for (const env of [{ TRUST_PROXY: '0' }, { SITE_URL: 'http://localhost:4173' }, { PUBLIC_URL: 'http://127.0.0.1' }])
      expect(readServerConfig(env, '/srv').mode, JSON.stringify(env)).toEqual({ kind: 'demo', explicit: false });
    expect(readServerConfig({ TRUST_PROXY: '1', SITE_URL: 'https://x.example.org', DEMO: '1' }, '/srv').mode).toEqual({
      kind: 'demo',
      explicit: true,
    });
  });

  it('runs the event on the real clock: a fixed REGISTRATION_CLOCK is refused, and no demo clock stands in', () => {
    // A moment of the event's early bird, as a demo would fix it.
    const fixed = instants.earlyBird;
    expect(refusal({ ...liveEnv, REGISTRATION_CLOCK: fixed })).toContain(`\n  - REGISTRATION_CLOCK=${fixed}: `);
    for (const env of [liveEnv, { ...liveEnv, REGISTRATION_CLOCK: 'now' }]) {
      const config = readServerConfig(env, '/srv');
      expect(Math.abs(config.clock().getTime() - Date.now())).toBeLessThan(5_000);
      expect(config.clockNote).toMatch(/system's time/);
    }
  });

  it('refuses an http site address, a Stripe stand-in and forced failures', () => {
    const message = refusal({
      ...liveEnv,
      SITE_URL: 'http://seminar.example.org',
      PUBLIC_URL: 'http://api.example.org',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
      FORCE_REGISTRATION_FAILURE: 'duplicate',
    });
    const named = message
      .split('\n')
      .filter((line) => line.startsWith('  - '))
      .map((line) => /^ {2}- (\w+)/.exec(line)?.[1]);
    expect(named).toEqual(['STRIPE_API_URL', 'SITE_URL', 'PUBLIC_URL', 'FORCE_REGISTRATION_FAILURE']);
  });

  it('serves with the settings it names: Stripe, SMTP, the real clock, and says it is production', () => {
    const config = readServerConfig(liveEnv, '/srv');
    expect(config.mode).toEqual({ kind: 'production', reason: 'NODE_ENV=production, SITE_URL is https' });
    expect(paymentProviderOf(config).provider.name).toBe('stripe');
    expect(config.smtpUrl).toBe(liveEnv.SMTP_URL);
    expect(modeLines(config)).toEqual([
      'Production mode (NODE_ENV=production, SITE_URL is https): the real clock, a card provider and an SMTP server.',
    ]);
    expect(modeLines(readServerConfig({ ...liveEnv, STRIPE_SECRET_KEY: 'sk_test_x' }, '/srv'))).toContain(
      'WARNING: STRIPE_SECRET_KEY is a test key: no real payment is taken.',
    );
  });

  it('leaves a fresh `npm start` a demo that says so, with its demo clock', () => {
    const config = readServerConfig({}, '/srv');
    expect(config.mode).toEqual({ kind: 'demo', explicit: false });
    expect(config.clockNote).toMatch(/^DEMO CLOCK/);
    expect(modeLines(config)[0]).toMatch(/^DEMO: /);
    expect(modeLines(config)[1]).toMatch(/^Mode: demo \(no sign of a deployment: /);
  });

  it('warns when TRUST_PROXY is set on a server listening beyond loopback', () => {
    const warning = (env: Record<string, string>) =>
      modeLines(readServerConfig(env, '/srv')).filter((line) => line.startsWith('WARNING: TRUST_PROXY'));
    expect(warning({ ...liveEnv, HOST: '0.0.0.0', TRUST_PROXY: '1' })).toHaveLength(1);
    expect(warning({ ...liveEnv, HOST: '127.0.0.1', TRUST_PROXY: '1' })).toHaveLength(0);
    expect(warning({ ...liveEnv, HOST: '0.0.0.0' })).toHaveLength(0);
  });
});
