import type { FastifyInstance } from 'fastify';

/** Hosts the site may reach besides its own origin, from the front end's deployment settings. */
export interface CspSources {
  /** Origins of images: the static asset host. */
  imageOrigins: readonly string[];
  /** Origins of API calls: the registration backend and the error-collection service. */
  connectOrigins: readonly string[];
}

/** The origin of an absolute http(s) URL; undefined for '' or a path on the site itself. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function sourceList(...sources: ReadonlyArray<string | undefined>): string {
  return [...new Set(sources.filter((source): source is string => Boolean(source)))].join(' ');
}

/**
 * The site's Content-Security-Policy, in one place so it can be tightened later.
 * Scripts and styles come only from the site's own files: Vite emits no inline script, and React
 * sets `style` props through the CSSOM, which style-src does not govern, so no 'unsafe-inline'.
 */
export function contentSecurityPolicy(sources: CspSources): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${sourceList("'self'", 'data:', ...sources.imageOrigins)}`,
    `connect-src ${sourceList("'self'", ...sources.connectOrigins)}`,
    "font-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Sets the security headers on every answer; a route that set its own CSP (the checkout page) keeps it. */
export function registerSecurityHeaders(app: FastifyInstance, csp: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    return payload;
  });
}
