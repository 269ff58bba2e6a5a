import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { event } from '../../core/model/schemaData';
import { submitRegistration } from '../../src/registration/submitRegistration';
import { apiUrl, clearXsrfCookie, collectErrorReports, csrfCookieHandler, logRequests } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';
import { samplePayload } from './samplePayload';

withMockBackend();

const payload = samplePayload;

// Shaped like Laravel's: base64 whose '=' padding the cookie carries as %3D.
const token = 'Qk9PTS1zZXNzaW9uLXRva2Vu-_x==';

function answerRegistration(body: Record<string, unknown>) {
  server.use(
    csrfCookieHandler(token),
    http.post(apiUrl('/web/registrations'), () => HttpResponse.json(body)),
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  clearXsrfCookie();
});

describe('submitRegistration', () => {
  it('fetches the CSRF cookie first, then posts the payload with the decoded token', async () => {
    const requests = logRequests();
    let received: { token: string | null; body: unknown } | undefined;
    server.use(
      csrfCookieHandler(token),
      http.post(apiUrl('/web/registrations'), async ({ request }) => {
        received = { token: request.headers.get('X-XSRF-TOKEN'), body: await request.json() };
        return HttpResponse.json({ state: 'success' });
      }),
    );

    await submitRegistration(payload);

    expect(requests).toEqual(['GET /sanctum/csrf-cookie', 'POST /web/registrations']);
    expect(received).toEqual({ token, body: payload });
  });

  it("declares the page's language in Content-Language and passes the reference number on", async () => {
    let language: string | null = null;
    const reference = `${event.referencePrefix}-0042`;
    server.use(
      csrfCookieHandler(token),
      http.post(apiUrl('/web/registrations'), ({ request }) => {
        language = request.headers.get('Content-Language');
        return HttpResponse.json({ state: 'success', reference });
      }),
    );
    document.documentElement.lang = 'zh-Hant';
    try {
      await expect(submitRegistration(payload)).resolves.toEqual({
        kind: 'thanks',
        payment: 'bank',
        reference,
      });
    } finally {
      document.documentElement.lang = 'en';
    }
    expect(language).toBe('zh-Hant');
  });

  it('sends the delegate to the hosted payment page for success_stripe', async () => {
    answerRegistration({ state: 'success_stripe', url: 'https://checkout.example.com/pay/cs_test_123' });

    await expect(submitRegistration({ ...payload, payment_method: 'online' })).resolves.toEqual({
      kind: 'redirect',
      url: 'https://checkout.example.com/pay/cs_test_123',
    });
  });

  it('sends the delegate to the thank-you page with the chosen payment method for success', async () => {
    answerRegistration({ state: 'success' });

    await expect(submitRegistration(payload)).resolves.toEqual({ kind: 'thanks', payment: 'bank' });
  });

  it('fails on any other state, and reports it as a failure that is not an HTTP failure', async () => {
    const reports = collectErrorReports();
    answerRegistration({ state: 'pending' });

    await expect(submitRegistration(payload)).rejects.toThrow('The server sent an unexpected answer (state: pending).');
    expect(reports.map((report) => JSON.parse(report.error))).toEqual([
      {
        message: 'The server sent an unexpected answer (state: pending).',
        nonAxiosError: 'Error: The server sent an unexpected answer (state: pending).',
      },
    ]);
  });

  it('fails on success_stripe without a payment page address', async () => {
    collectErrorReports();
    answerRegistration({ state: 'success_stripe' });

    await expect(submitRegistration(payload)).rejects.toThrow(
      'The server accepted the registration but sent no payment page address.',
    );
  });

  it('does not post the registration when the CSRF cookie cannot be fetched', async () => {
    collectErrorReports();
    const requests = logRequests();
    server.use(http.get(apiUrl('/sanctum/csrf-cookie'), () => new HttpResponse(null, { status: 419 })));

    await expect(submitRegistration(payload)).rejects.toThrow('Request failed with status code 419');
    expect(requests).not.toContain('POST /web/registrations');
  });
});
