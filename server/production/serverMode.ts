/**
 * Demo or production. The embedded defaults (demo clock, local test checkout, local mailbox) are what make `npm start`
 * work on a fresh machine, and each of them is unsafe for real delegates: so a server that looks deployed
 * (NODE_ENV=production, or listening beyond this machine) runs in production mode, which refuses them, unless the
 * operator says DEMO=1.
 */
import { isIP } from 'node:net';

export type ServerMode =
  { kind: 'demo'; explicit: boolean } | { kind: 'production'; reason: 'NODE_ENV=production' | 'HOST beyond loopback' };

type Env = Readonly<Record<string, string | undefined>>;

/** Whether `host` can only be reached from this machine: 'localhost', 127.0.0.0/8, ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

function isSet(value: string | undefined, ...meanings: string[]): boolean {
  return meanings.includes((value ?? '').trim().toLowerCase());
}

/** The mode `env` asks for: DEMO=1 wins, then NODE_ENV=production, then a HOST beyond loopback. */
export function serverModeOf(env: Env): ServerMode {
  if (isSet(env.DEMO, '1', 'true', 'yes')) return { kind: 'demo', explicit: true };
  if (isSet(env.NODE_ENV, 'production')) return { kind: 'production', reason: 'NODE_ENV=production' };
  const host = env.HOST?.trim();
  if (host && !isLoopbackHost(host)) return { kind: 'production', reason: 'HOST beyond loopback' };
  return { kind: 'demo', explicit: false };
}
