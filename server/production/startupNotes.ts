/** The start-up output's lines about the mode and about settings that are allowed but risky where the server listens. */
import type { ServerConfig } from '../config';
import { isLoopbackHost } from './serverMode';

/** Said in every demo start-up, so nobody takes a demo for the real site. */
export const demoLine =
  'DEMO: embedded defaults for trying the site (demo clock unless REGISTRATION_CLOCK is set, local test checkout, local mailbox); not for real registrations. NODE_ENV=production refuses them and names what to set.';

/** Why the server is a demo: the operator said so, or nothing about it looks deployed. */
function demoReason(explicit: boolean): string {
  return explicit
    ? 'Mode: demo (DEMO=1).'
    : 'Mode: demo (no sign of a deployment: NODE_ENV, TRUST_PROXY, an https SITE_URL or PUBLIC_URL, a HOST beyond loopback).';
}

export function modeLines(config: Pick<ServerConfig, 'mode' | 'host' | 'trustProxy' | 'stripe'>): string[] {
  const lines: string[] = [];
  const beyondLoopback = !isLoopbackHost(config.host);
  if (config.mode.kind === 'demo') {
    lines.push(demoLine, demoReason(config.mode.explicit));
    if (beyondLoopback) {
      lines.push(
        `WARNING: DEMO=1 on ${config.host}: whoever reaches this address can register and mark registrations paid on the local test checkout.`,
      );
    }
  } else {
    lines.push(`Production mode (${config.mode.reason}): the real clock, a card provider and an SMTP server.`);
    if (config.stripe && /^(sk|rk)_test_/.test(config.stripe.secretKey)) {
      lines.push('WARNING: STRIPE_SECRET_KEY is a test key: no real payment is taken.');
    }
  }
  if (config.trustProxy !== false && beyondLoopback) {
    lines.push(
      `WARNING: TRUST_PROXY is set and the server listens on ${config.host}, beyond this machine: clients that reach it directly bypass the proxy (its TLS and HSTS). Listen on 127.0.0.1 behind a proxy on this machine, or let only the proxy reach this port.`,
    );
  }
  return lines;
}
