import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../src/api/ApiError';
import { api, createApiClient, MAX_GET_RETRIES, REQUEST_TIMEOUT_MS } from '../../src/api/client';
import { apiUrl, clearXsrfCookie, collectErrorReports } from '../msw/backend';
import { server, withMockBackend } from '../msw/server';

withMockBackend();

// No reporting and near-instant retries: these tests look at the calls themselves.
const client = () => createApiClient({ retryBaseDelayMs: 1 });

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const failure: unknown = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(failure instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(failure)}`);
  return failure;
}

afterEach(() => {
  clearXsrfCookie();
});

describe('what every call sends', () => {
  it('sends cookies with every call and asks for JSON', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(apiUrl('/web/check-period'), ({ request }) => {
        seen = request;
        return HttpResponse.json({ data: { period: 'standard' } });
      }),
    );

    await expect(client().get('/web/check-period')).resolves.toEqual({ data: { period: 'standard' } });
    expect(seen?.credentials).toBe('include');
    expect(seen?.headers.get('Accept')).toBe('application/json');
  });

  it('puts the decoded XSRF-TOKEN cookie in the X-XSRF-TOKEN header of a POST', async () => {
    document.cookie = 'XSRF-TOKEN=eyJ2YWx1ZSI6IjEyMyJ9%3D%3D; path=/';
    let header: string | null = null;
    server.use(
      http.post(apiUrl('/web/registrations'), ({ request }) => {
        header = request.headers.get('X-XSRF-TOKEN');
        return HttpResponse.json({ state: 'success' });
      }),
    );

    await client().post('/web/registrations', { title: 'Dr' });
    expect(header).toBe('eyJ2YWx1ZSI6IjEyMyJ9==');
  });

  it('sends a JSON body as JSON and form data as multipart form data', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl('/web/json'), async ({ request }) => {
        bodies.push([request.headers.get('Content-Type'), await request.json()]);
        return HttpResponse.json({ ok: true });
      }),
      http.post(apiUrl('/web/upload'), async ({ request }) => {
        const form = await request.formData();
        bodies.push([request.headers.get('Content-Type')?.split(';')[0], form.get('name')]);
        return HttpResponse.json({ ok: true });
      }),
    );
    const form = new FormData();
    form.append('name', 'Ada Lovelace');

    await client().post('/web/json', { family_name: 'Lovelace' });
    await client().post('/web/upload', form);
    expect(bodies).toEqual([
      ['application/json', { family_name: 'Lovelace' }],
      ['multipart/form-data', 'Ada Lovelace'],
    ]);
  });

  it('adds extra headers and query parameters', async () => {
    let seen: { locale: string | null; search: string } | undefined;
    server.use(
      http.get(apiUrl('/web/items'), ({ request }) => {
        seen = { locale: request.headers.get('X-Locale'), search: new URL(request.url).search };
        return HttpResponse.json([]);
      }),
    );

    await client().get('/web/items', {
      headers: { 'X-Locale': 'zh-Hant' },
      query: { page: 2, q: 'a b', tag: ['x', 'y'], empty: undefined },
    });
    expect(seen).toEqual({ locale: 'zh-Hant', search: '?page=2&q=a+b&tag=x&tag=y' });
  });

  it('returns binary data when asked for a blob', async () => {
    server.use(
      http.get(
        apiUrl('/web/invoice'),
        () => new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );

    const file = await client().get('/web/invoice', { responseType: 'blob' });
    expect(file.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.arrayBuffer())).toBe('%PDF');
  });
});

describe('retries', () => {
  it(`tries a GET that gets a 5xx answer ${MAX_GET_RETRIES} more times, then gives up with the last answer`, async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/web/check-period'), () => {
        calls += 1;
        return HttpResponse.json({ message: 'busy' }, { status: 503 });
      }),
    );

    const failure = await failureOf(client().get('/web/check-period'));
    expect(calls).toBe(3);
    expect(failure.response?.status).toBe(503);
  });

  it('tries a GET again after a network failure and returns the answer that finally came', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/web/check-period'), () => {
        calls += 1;
        return calls < 3 ? HttpResponse.error() : HttpResponse.json({ data: { period: 'earlyBird' } });
      }),
    );

    await expect(client().get('/web/check-period')).resolves.toEqual({ data: { period: 'earlyBird' } });
    expect(calls).toBe(3);
  });

  it('does not retry a GET that gets a 4xx answer', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('/web/missing'), () => {
        calls += 1;
        return new HttpResponse('Not Found', { status: 404 });
      }),
    );

    await failureOf(client().get('/web/missing'));
    expect(calls).toBe(1);
  });

  it('never retries a POST, neither after a 5xx answer nor after a network failure', async () => {
    let calls = 0;
    server.use(
      http.post(apiUrl('/web/registrations'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.error();
      }),
    );

    await failureOf(client().post('/web/registrations', {}));
    expect(calls).toBe(1);
    await failureOf(client().post('/web/registrations', {}));
    expect(calls).toBe(2);
  });
});

describe('time-out', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on a call that gets no answer within 15 seconds', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(15000);
    server.use(
      http.post(apiUrl('/web/registrations'), async () => {
        await delay('infinite');
        return HttpResponse.json({ state: 'success' });
      }),
    );
    let settled = false;
    const call = failureOf(createApiClient().post('/web/registrations', {})).finally(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await call;
    expect(failure.kind).toBe('noResponse');
    expect(failure.message).toBe('Request timed out after 15000 ms');
  });
});

describe('giving up when the fetch underneath never answers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('settles the call at its time-out even if that fetch ignores the abort', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      signals.push(request.signal);
      return new Promise<Response>(() => {});
    });

    const failure = await failureOf(createApiClient({ timeoutMs: 30 }).post('/web/registrations', {}));

    expect(failure.kind).toBe('noResponse');
    expect(failure.message).toBe('Request timed out after 30 ms');
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it('settles the call at its time-out if the body of the answer never ends', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(new ReadableStream({ start: () => {} }), { headers: { 'Content-Type': 'application/json' } }),
      ),
    );

    const failure = await failureOf(createApiClient({ timeoutMs: 30 }).get('/web/check-period'));

    expect(failure.kind).toBe('noResponse');
    expect(failure.message).toBe('Request timed out after 30 ms');
  });
});

describe('failures', () => {
  it('carries the request and the parsed answer of an error response', async () => {
    server.use(
      http.post(apiUrl('/web/registrations'), () =>
        HttpResponse.json(
          { message: 'The email field is required.' },
          { status: 422, statusText: 'Unprocessable Content' },
        ),
      ),
    );

    const failure = await failureOf(client().post('/web/registrations', { email: '' }));
    expect(failure.kind).toBe('response');
    expect(failure.request).toMatchObject({
      method: 'POST',
      url: apiUrl('/web/registrations'),
      payload: { email: '' },
    });
    expect(failure.response).toMatchObject({
      status: 422,
      statusText: 'Unprocessable Content',
      headers: { 'content-type': 'application/json' },
      payload: { message: 'The email field is required.' },
    });
  });

  it('keeps a body that is not JSON as text', async () => {
    server.use(http.get(apiUrl('/web/check-period'), () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));

    const failure = await failureOf(createApiClient({ retryBaseDelayMs: 1 }).get('/web/check-period'));
    expect(failure.response?.payload).toBe('<h1>Bad gateway</h1>');
  });

  it('tells a call that got no answer from one that failed before it was sent', async () => {
    server.use(http.post(apiUrl('/web/registrations'), () => HttpResponse.error()));

    const noAnswer = await failureOf(client().post('/web/registrations', {}));
    const neverSent = await failureOf(client().post('/web/registrations', { amount: 10n }));
    expect(noAnswer.kind).toBe('noResponse');
    expect(noAnswer.response).toBeUndefined();
    expect(neverSent.kind).toBe('beforeSend');
    expect(neverSent.response).toBeUndefined();
  });
});

describe('the app client', () => {
  it('reports a failed call, then passes the same failure on to the caller', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports = collectErrorReports();
    server.use(http.post(apiUrl('/web/registrations'), () => HttpResponse.json({}, { status: 500 })));

    const failure = await failureOf(api.post('/web/registrations', {}));
    expect(failure.response?.status).toBe(500);
    expect(reports).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledWith(failure);
    consoleError.mockRestore();
  });
});
