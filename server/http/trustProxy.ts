import { isIP } from 'node:net';

import { isLoopbackHost } from '../production/serverMode';

/** Which proxies' X-Forwarded-For to believe: none, the last `hops` in front of the server, or these addresses/ranges. */
export type TrustProxy = false | number | string[];

/** An address or a CIDR range: '10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8'. */
export function isProxyAddress(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for a setting: a hop count trusts the `hops` addresses nearest the server and takes the one
 * before them, so a client's own X-Forwarded-For entries (the left-most) are never believed. The nearest of them must
 * be on this machine (loopback): on a server also reachable directly, a client connecting straight to it would
 * otherwise be taken for the proxy and choose its own address. A proxy on another machine is named by its address.
 * `true`, which takes the left-most claim, cannot be expressed.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === false || (typeof setting === 'number' && setting <= 0)) return false;
  if (typeof setting === 'number') return (address, hop) => hop < setting && (hop > 0 || isLoopbackHost(address));
  return setting;
}
