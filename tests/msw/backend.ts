import { http, HttpResponse } from 'msw';

import type { ErrorReport } from '../../src/api/errorReport';
import { config } from '../../src/config';
import { server } from './server';

/** The address the app calls for a backend path. */
export function apiUrl(path: string): string {
  return new URL(`${config.apiBaseUrl}${path}`, window.location.href).href;
}

/** The address of the error-collection service. */
export function errorReportUrl(): string {
  return new URL(config.errorReportUrl, window.location.href).href;
}

/** Answers the CSRF-cookie call; jsdom does not apply Set-Cookie from Node's fetch, so the handler sets the cookie as the browser would. */
export function csrfCookieHandler(token: string) {
  return http.get(apiUrl('/sanctum/csrf-cookie'), () => {
    // Laravel URL-encodes the cookie value, so '=' arrives as %3D.
    document.cookie = `XSRF-TOKEN=${encodeURIComponent(token)}; path=/`;
    return new HttpResponse(null, { status: 204 });
  });
}

/** Forgets the XSRF-TOKEN cookie. */
export function clearXsrfCookie(): void {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

/** Collects the reports the error-collection service receives. */
export function collectErrorReports(): ErrorReport[] {
  const reports: ErrorReport[] = [];
  server.use(
    http.post(errorReportUrl(), async ({ request }) => {
      reports.push((await request.json()) as ErrorReport);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return reports;
}

/** Lists every request the backend sees, as 'METHOD /path'. */
export function logRequests(): string[] {
  const log: string[] = [];
  server.events.on('request:start', ({ request }) => {
    log.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return log;
}

/** A promise the test resolves when it wants a held answer to go out. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
