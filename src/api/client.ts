import fetchBuilder from 'fetch-retry';

import { config } from '../config';
import { ApiError, type ApiRequestInfo, type ApiResponseInfo, type HttpMethod } from './ApiError';
import { reportFailure } from './errorReport';
import { readXsrfToken } from './xsrfToken';

/** Every call gives up after this long, retries included (spec section 9). */
export const REQUEST_TIMEOUT_MS = 15000;
/** A GET is tried again at most this many times, after a network failure or a 5xx answer; a POST never is. */
export const MAX_GET_RETRIES = 2;
/** Wait before the first retry; each further retry waits twice as long. */
export const RETRY_BASE_DELAY_MS = 500;

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  /** Extra request headers; they override the defaults. */
  headers?: Record<string, string>;
  /** 'blob' returns the body as binary data (file downloads); the default parses JSON, else returns the text. */
  responseType?: 'json' | 'blob';
}

export interface GetOptions extends CallOptions {
  /** Query parameters; null and undefined ones are left out, a list repeats the key. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
}

/** Calls to the registration backend; every failure is thrown as an ApiError. */
export interface ApiClient {
  get(path: string, options: GetOptions & { responseType: 'blob' }): Promise<Blob>;
  get(path: string, options?: GetOptions): Promise<unknown>;
  /** A FormData body is sent as multipart form data, any other body as JSON. */
  post(path: string, body: unknown, options: CallOptions & { responseType: 'blob' }): Promise<Blob>;
  post(path: string, body?: unknown, options?: CallOptions): Promise<unknown>;
}

export interface ApiClientOptions {
  /** Prefix of every relative path; '' means the page's own origin. */
  baseUrl?: string;
  timeoutMs?: number;
  retryBaseDelayMs?: number;
  /** Runs on every failure before it is thrown to the caller. */
  onFailure?: (failure: ApiError) => Promise<void>;
}

function resolveUrl(baseUrl: string, path: string, query: GetOptions['query']): string {
  const url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(path) ? path : `${baseUrl}${path}`, window.location.href);
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) url.searchParams.append(key, String(item));
    }
  }
  return url.toString();
}

function headersRecord(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.entries());
}

async function readPayload(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '' || !(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

/** A client for one backend; the app uses `api`, tests may shorten the time-out and the retry delays. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = config.apiBaseUrl,
    timeoutMs = REQUEST_TIMEOUT_MS,
    retryBaseDelayMs = RETRY_BASE_DELAY_MS,
    onFailure,
  } = options;
  // fetch is looked up on every call, so whatever fetch the page has at that moment is used;
  // the second argument only carries fetch-retry's own settings, the Request holds the rest.
  const fetchWithRetry = fetchBuilder((input: Request, _retrySettings?: object) => globalThis.fetch(input));

  async function send(method: HttpMethod, path: string, body: unknown, callOptions: GetOptions): Promise<unknown> {
    const info: ApiRequestInfo = { method, url: path, headers: {}, payload: body };
    const controller = new AbortController();
    let request: Request;
    try {
      info.url = resolveUrl(baseUrl, path, callOptions.query);
      const headers = new Headers({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
      for (const [name, value] of Object.entries(callOptions.headers ?? {})) headers.set(name, value);
      let requestBody: BodyInit | undefined;
      if (body instanceof FormData) {
        // fetch sets the multipart Content-Type with its boundary.
        requestBody = body;
      } else if (body !== undefined) {
        requestBody = JSON.stringify(body);
        if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      }
      if (method === 'POST') {
        const token = readXsrfToken();
        if (token !== undefined) headers.set('X-XSRF-TOKEN', token);
      }
      info.headers = headersRecord(headers);
      request = new Request(info.url, {
        method,
        headers,
        body: requestBody,
        credentials: 'include',
        signal: controller.signal,
      });
      info.headers = headersRecord(request.headers);
    } catch (failure) {
      throw new ApiError(messageOf(failure), { kind: 'beforeSend', request: info, cause: failure });
    }

    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(`Request timed out after ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
    // The time-out settles the call itself instead of trusting the fetch underneath to honour the abort. Node's fetch,
    // for one, passes an abort on to a copied Request only through a weak reference, so a copy nothing else holds (a
    // mocked answer that never comes) never hears of it.
    const givenUp = new Promise<never>((_resolve, reject) =>
      controller.signal.addEventListener(
        'abort',
        () =>
          reject(
            controller.signal.reason instanceof Error
              ? controller.signal.reason
              : new Error(String(controller.signal.reason)),
          ),
        { once: true },
      ),
    );
    try {
      let response: Response;
      try {
        const answered = fetchWithRetry(request, {
          retryOn: (attempt, failure, answer) => {
            const retry =
              method === 'GET' &&
              attempt < MAX_GET_RETRIES &&
              !controller.signal.aborted &&
              (failure !== null || (answer !== null && answer.status >= 500));
            // The answer that is given up on is never read: release its connection.
            if (retry && answer) void answer.body?.cancel();
            return retry;
          },
          retryDelay: (attempt) => retryBaseDelayMs * 2 ** attempt,
        });
        response = await Promise.race([answered, givenUp]);
      } catch (failure) {
        throw new ApiError(timedOut ? `Request timed out after ${timeoutMs} ms` : messageOf(failure), {
          kind: 'noResponse',
          request: info,
          cause: failure,
        });
      }
      if (!response.ok) {
        const answer: ApiResponseInfo = {
          status: response.status,
          statusText: response.statusText,
          headers: headersRecord(response.headers),
          payload: await Promise.race([readPayload(response), givenUp]).catch(() => ''),
        };
        throw new ApiError(`Request failed with status code ${response.status}`, {
          kind: 'response',
          request: info,
          response: answer,
        });
      }
      try {
        return await Promise.race([
          callOptions.responseType === 'blob' ? response.blob() : readPayload(response),
          givenUp,
        ]);
      } catch (failure) {
        // The answer began but its body never arrived in full (time-out or a dropped connection).
        throw new ApiError(timedOut ? `Request timed out after ${timeoutMs} ms` : messageOf(failure), {
          kind: 'noResponse',
          request: info,
          cause: failure,
        });
      }
    } finally {
      clearTimeout(timer);
    }
  }

  async function call(method: HttpMethod, path: string, body: unknown, callOptions: GetOptions = {}): Promise<unknown> {
    try {
      return await send(method, path, body, callOptions);
    } catch (failure) {
      if (failure instanceof ApiError && onFailure) await onFailure(failure);
      throw failure;
    }
  }

  function get(path: string, callOptions: GetOptions & { responseType: 'blob' }): Promise<Blob>;
  function get(path: string, callOptions?: GetOptions): Promise<unknown>;
  function get(path: string, callOptions?: GetOptions): Promise<unknown> {
    return call('GET', path, undefined, callOptions);
  }

  function post(path: string, body: unknown, callOptions: CallOptions & { responseType: 'blob' }): Promise<Blob>;
  function post(path: string, body?: unknown, callOptions?: CallOptions): Promise<unknown>;
  function post(path: string, body?: unknown, callOptions?: CallOptions): Promise<unknown> {
    return call('POST', path, body, callOptions);
  }

  return { get, post };
}

// Sends the reports; it has no onFailure, so a failed report is never reported again, and as a POST it is never retried.
const reportClient = createApiClient();

/** Logs a failed call and reports it to the error-collection service; a failed report is only logged. */
export function reportToErrorService(failure: unknown): Promise<void> {
  return reportFailure(failure, (report) => reportClient.post(config.errorReportUrl, report));
}

/** The app's client: every failed call is logged, reported, then thrown to the caller (spec section 8). */
export const api: ApiClient = createApiClient({ onFailure: reportToErrorService });
