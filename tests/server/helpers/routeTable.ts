/**
 * Every route a built server answers, read from Fastify's own tree (`printRoutes`), so a test that walks them covers
 * a route added tomorrow without anyone listing it.
 */
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  /** '/web/delegate/:token/extras/:extra'. */
  url: string;
  /** Without HEAD, which Fastify adds beside each GET and answers the same way. */
  methods: string[];
}

/**
 * Parses lines such as `│   ├── /confirm-payment (POST)`: each level of the tree indents by four characters, and a
 * line's segment continues its parent's path.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const prefixes: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: true }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2];
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    const methods = (match[3] ?? '')
      .split(',')
      .map((method) => method.trim())
      .filter((method) => method !== '' && method !== 'HEAD');
    if (methods.length > 0) routes.push({ url: url.startsWith('/') ? url : `/${url}`, methods });
  }
  return routes;
}
