/**
 * Demo or production. The embedded defaults (demo clock, local test checkout, local mailbox) are what make `npm start`
 * work on a fresh machine, and each of them is unsafe for real delegates: so a server that shows any sign of being
 * deployed (NODE_ENV=production, a HOST beyond this machine, a reverse proxy in front, a public https address) runs in
 * production mode, which refuses them, unless the operator says DEMO=1.
 */
import { isIP } from 'node:net';

/** Why the server runs in the mode it does, printed at start-up. */
export type DeploymentSign =
  'NODE_ENV=production' | 'HOST beyond loopback' | 'TRUST_PROXY is set' | 'SITE_URL is https' | 'PUBLIC_URL is https';

/** `reason` names every sign of a deployment found, for the start-up line and the refusal. */
export type ServerMode = { kind: 'demo'; explicit: boolean } | { kind: 'production'; reason: string };

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

function isHttps(value: string | undefined): boolean {
  return /^https:\/\//i.test((value ?? '').trim());
}

/** Every sign in `env` that the server is deployed for real delegates, in the order start-up names them. */
export function deploymentSigns(env: Env): DeploymentSign[] {
  const signs: DeploymentSign[] = [];
  if (isSet(env.NODE_ENV, 'production')) signs.push('NODE_ENV=production');
  const host = env.HOST?.trim();
  if (host && !isLoopbackHost(host)) signs.push('HOST beyond loopback');
  // A proxy in front or an https address is how the documented deployment looks even on 127.0.0.1.
  const trustProxy = (env.TRUST_PROXY ?? '').trim().toLowerCase();
  if (trustProxy !== '' && trustProxy !== '0' && trustProxy !== 'false') signs.push('TRUST_PROXY is set');
  if (isHttps(env.SITE_URL)) signs.push('SITE_URL is https');
  if (isHttps(env.PUBLIC_URL)) signs.push('PUBLIC_URL is https');
  return signs;
}

/** The mode `env` asks for: DEMO=1 wins, then any sign of a deployment means production. */
export function serverModeOf(env: Env): ServerMode {
  if (isSet(env.DEMO, '1', 'true', 'yes')) return { kind: 'demo', explicit: true };
  const signs = deploymentSigns(env);
  if (signs.length > 0) return { kind: 'production', reason: signs.join(', ') };
  return { kind: 'demo', explicit: false };
}
