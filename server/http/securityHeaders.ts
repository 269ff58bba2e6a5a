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

/** Powerful browser features the site never uses, switched off for it and anything it might embed. */
export const permissionsPolicy =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** The staff console's pages may use the camera (the check-in page reads badges' QR codes with it), only themselves. */
export const staffPermissionsPolicy = permissionsPolicy.replace('camera=()', 'camera=(self)');

/** The headers every answer carries, whoever makes it: a route, the error handler, or the HTTP layer itself. */
export function securityHeaderValues(csp: string, https: boolean, staffPage = false): Record<string, string> {
  return {
    'content-security-policy': csp,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': staffPage ? staffPermissionsPolicy : permissionsPolicy,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/** Sets the security headers on every answer; a route that set its own CSP (the checkout page) keeps it. */
export function registerSecurityHeaders(app: FastifyInstance, csp: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const staffPage =
      request.url === '/staff' || request.url.startsWith('/staff/') || request.url.startsWith('/staff?');
    for (const [name, value] of Object.entries(securityHeaderValues(csp, request.protocol === 'https', staffPage))) {
      // A route's own CSP and Referrer-Policy stand; the rest are the same for every answer.
      if ((name === 'content-security-policy' || name === 'referrer-policy') && reply.hasHeader(name)) continue;
      reply.header(name, value);
    }
    return payload;
  });
}
