import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';

import { event } from '../../core/model/schemaData';
import { ApiError } from '../../src/api/ApiError';
import { api } from '../../src/api/client';
import { describeFailure, type ErrorReport } from '../../src/api/errorReport';
import { apiUrl, clearXsrfCookie, collectErrorReports, errorReportUrl, logRequests } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';

withMockBackend();

const token = 'eyJpdiI6InNlY3JldCJ9==';
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(token)}; path=/`;
});

afterEach(() => {
  consoleError.mockRestore();
  clearXsrfCookie();
});

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('the call should have failed');
    },
    (thrown: unknown) => thrown,
  );
}

function describedIn(report: ErrorReport | undefined): unknown {
  if (!report) throw new Error('no report was sent');
  return JSON.parse(report.error);
}

describe('the error report', () => {
  it('describes an error answer with its request and response, and names the page and the event', async () => {
    const reports = collectErrorReports();
    server.use(
      http.post(apiUrl('/web/registrations'), () =>
        HttpResponse.json(
          { errors: { email: ['The email has already been taken.'] } },
          { status: 422, statusText: 'Unprocessable Content', headers: { 'Set-Cookie': 'laravel_session=s3cr3t' } },
        ),
      ),
    );

    await failureOf(api.post('/web/registrations', { email: 'ada@example.org' }));

    expect(reports).toHaveLength(1);
    expect(Object.keys(reports[0] ?? {}).sort()).toEqual(['error', 'project_name', 'project_year', 'url']);
    expect(reports[0]).toMatchObject({
      url: window.location.href,
      project_year: event.year,
      project_name: event.projectName,
    });
    expect(typeof reports[0]?.error).toBe('string');
    expect(describedIn(reports[0])).toEqual({
      message: 'Request failed with status code 422',
      request: {
        method: 'POST',
        url: apiUrl('/web/registrations'),
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-requested-with': 'XMLHttpRequest',
        },
        payload: '{"email":"ada@example.org"}',
      },
      response: {
        status: 422,
        statusText: 'Unprocessable Content',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
        payload: { errors: { email: ['The email has already been taken.'] } },
      },
    });
    expect(reports[0]?.error).not.toContain('s3cr3t');
  });

  it('never carries the XSRF token or cookies', async () => {
    const reports = collectErrorReports();
    server.use(http.post(apiUrl('/web/registrations'), () => HttpResponse.json({}, { status: 500 })));

    await failureOf(api.post('/web/registrations', {}, { headers: { Cookie: 'laravel_session=s3cr3t' } }));

    const raw = JSON.stringify(reports);
    expect(raw).not.toContain(token);
    expect(raw).not.toContain('s3cr3t');
    expect(raw.toLowerCase()).not.toContain('xsrf');
    const described = describeFailure(
      new ApiError('Network Error', {
        kind: 'noResponse',
        request: {
          method: 'GET',
          url: '/x',
          headers: { Cookie: 'a=1', 'X-XSRF-TOKEN': token, Accept: 'application/json' },
        },
      }),
    );
    expect(described).toMatchObject({ request: { headers: { Accept: 'application/json' } } });
    expect(JSON.stringify(described)).not.toContain(token);
    expect(JSON.stringify(described)).not.toContain('a=1');
  });

  it('lists form data as key/value pairs', async () => {
    const reports = collectErrorReports();
    server.use(http.post(apiUrl('/web/upload'), () => HttpResponse.json({}, { status: 500 })));
    const form = new FormData();
    form.append('name', 'Ada');
    form.append('tag', 'a');
    form.append('tag', 'b');

    await failureOf(api.post('/web/upload', form));

    expect(describedIn(reports[0])).toMatchObject({ request: { payload: { name: 'Ada', tag: ['a', 'b'] } } });
  });

  it('says no response was received when the network failed', async () => {
    const reports = collectErrorReports();
    server.use(http.post(apiUrl('/web/registrations'), () => HttpResponse.error()));

    await failureOf(api.post('/web/registrations', { title: 'Dr' }));

    expect(describedIn(reports[0])).toMatchObject({
      request: { method: 'POST', url: apiUrl('/web/registrations'), payload: '{"title":"Dr"}' },
      response: 'Request Made, No Response Received',
    });
  });

  it('says the failure came before the request was sent, and nothing reached the backend', async () => {
    const reports = collectErrorReports();
    const requests = logRequests();

    await failureOf(api.post('/web/registrations', { amount: 10n }));

    expect(requests).toEqual([`POST ${new URL(errorReportUrl()).pathname}`]);
    expect(describedIn(reports[0])).toMatchObject({
      message: expect.stringContaining('BigInt'),
      request: { method: 'POST', url: apiUrl('/web/registrations') },
      response: 'Error Occurred Before Request Was Sent',
    });
  });

  it('gives the failure text of a failure that is not an HTTP failure', () => {
    expect(describeFailure(new TypeError('state is undefined'))).toEqual({
      message: 'state is undefined',
      nonAxiosError: 'TypeError: state is undefined',
    });
  });

  it('stands in a fixed text for a failure that has no request', () => {
    expect(describeFailure(new ApiError('Network Error', { kind: 'noResponse' }))).toEqual({
      message: 'Network Error',
      request: 'No Request Configuration Available',
      response: 'Request Made, No Response Received',
    });
  });
});

describe('when the report itself fails', () => {
  it('only logs "Failed to send error :", sends the report once, and still passes the original failure on', async () => {
    const requests = logRequests();
    server.use(
      http.post(apiUrl('/web/registrations'), () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      http.post(errorReportUrl(), () => HttpResponse.json({}, { status: 503 })),
    );

    const failure = await failureOf(api.post('/web/registrations', {}));

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).response?.payload).toEqual({ message: 'Server Error' });
    expect(requests).toEqual(['POST /web/registrations', `POST ${new URL(errorReportUrl()).pathname}`]);
    expect(consoleError.mock.calls.map((call) => call[0])).toEqual([failure, 'Failed to send error :']);
  });

  it('does not try the report again after a network failure', async () => {
    const requests = logRequests();
    server.use(
      http.get(apiUrl('/web/missing'), () => new HttpResponse('Not Found', { status: 404 })),
      http.post(errorReportUrl(), () => HttpResponse.error()),
    );

    await failureOf(api.get('/web/missing'));

    expect(requests).toEqual(['GET /web/missing', `POST ${new URL(errorReportUrl()).pathname}`]);
    expect(consoleError.mock.calls.map((call) => call[0])).toEqual([expect.any(ApiError), 'Failed to send error :']);
  });
});
