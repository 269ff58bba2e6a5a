/**
 * The delegate's page's calls: its view, its actions, the e-mail confirmation and the lost-link
 * request. Refusals come back as values the page shows, never as thrown errors; only a call that found no server, or
 * a server fault, is reported to the error service (a wrong link or a 422 is the delegate's business, not a bug).
 */
import type { DelegateView, DetailsCorrection, ExtraChange } from '../../core/api/delegateTypes';
import type { KeyedRefusal } from '../../core/api/keyedText';
import { ApiError } from '../api/ApiError';
import { bodyField } from '../api/bodyField';
import { createApiClient, reportToErrorService } from '../api/client';
import type { RefusalBody } from '../api/keyedRefusal';
import { readXsrfToken } from '../api/xsrfToken';

const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

const client = createApiClient({
  onFailure: async (failure) => {
    if (!failure.response || failure.response.status >= 500) await reportToErrorService(failure);
  },
});

/** Messages by payload key, as the registration's 422 files them. */
export type FieldErrors = Record<string, string[]>;

/** A call's outcome: its answer, or what the server said (status 0 when no answer came). */
export type CallResult<T> =
  | { ok: true; value: T }
  | ({ ok: false; status: number; message: string | undefined; errors: FieldErrors } & KeyedRefusal);

function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = bodyField(body, 'errors');
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([key, value]) => [
      key,
      (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string'),
    ]),
  );
}

function refusal(failure: unknown): CallResult<never> {
  if (failure instanceof ApiError && failure.response) {
    const body = failure.response.payload;
    const message = bodyField(body, 'message');
    const errorTexts = bodyField(body, 'errorTexts');
    return {
      ok: false,
      status: failure.response.status,
      message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
      errors: fieldErrorsOf(body),
      // Read from the network: checked where they are worded (src/api/keyedRefusal.ts), not here.
      messageText: bodyField(body, 'messageText') as KeyedRefusal['messageText'],
      errorTexts:
        typeof errorTexts === 'object' && errorTexts !== null ? (errorTexts as KeyedRefusal['errorTexts']) : undefined,
    };
  }
  return { ok: false, status: 0, message: undefined, errors: {} };
}

async function call<T>(send: () => Promise<unknown>): Promise<CallResult<T>> {
  try {
    return { ok: true, value: (await send()) as T };
  } catch (failure) {
    return refusal(failure);
  }
}

/** A GET of the delegate API, refusals as values. */
export function get<T>(path: string): Promise<CallResult<T>> {
  return call<T>(() => client.get(path));
}

/**
 * A POST with the CSRF cookie the server checks, fetched first when this tab has none yet, and the page's language
 * as Content-Language (as the form sends it): the server's messages, a checkout's way back and the e-mails it sends
 * then come in the language the delegate reads.
 */
export async function post<T>(path: string, body: unknown): Promise<CallResult<T>> {
  return call<T>(async () => {
    if (readXsrfToken() === undefined) await client.get(CSRF_COOKIE_PATH);
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    return client.post(path, body, language ? { headers: { 'Content-Language': language } } : undefined);
  });
}

/** The API address of a delegate's page; its documents are under it. */
export function delegateApiPath(token: string): string {
  return `/web/delegate/${encodeURIComponent(token)}`;
}

/** GET the page's view; 404 for a wrong or revoked link. */
export function loadDelegateView(token: string): Promise<CallResult<DelegateView>> {
  return call(() => client.get(delegateApiPath(token)));
}

/** The actions that answer the new view. */
export type ViewAction = 'bank-transfer' | 'details' | 'cancellation';

export function postViewAction(
  token: string,
  action: ViewAction,
  body: DetailsCorrection | Record<string, never>,
): Promise<CallResult<DelegateView>> {
  return post(`${delegateApiPath(token)}/${action}`, body);
}

/** Changes an extra's answers (the dinner): its question and follow-up under the form's payload keys. */
export function postExtraChange(token: string, extra: string, body: ExtraChange): Promise<CallResult<DelegateView>> {
  return post(`${delegateApiPath(token)}/extras/${encodeURIComponent(extra)}`, body);
}

/** A fresh card checkout: its address. */
export function openCheckout(token: string): Promise<CallResult<{ url: string }>> {
  return post(`${delegateApiPath(token)}/checkout`, {});
}

/** Asks for a confirmation link to be sent to a new address (202 `{ message }`). */
export function requestEmailChange(token: string, email: string): Promise<CallResult<{ message?: string }>> {
  return post(`${delegateApiPath(token)}/email`, { email });
}

/** Confirms a new address; answers the personal link's token. */
export function confirmEmail(token: string): Promise<CallResult<{ token: string }>> {
  return post('/web/email-confirmations', { token });
}

/** Undoes a confirmed e-mail change with the link sent to the address it replaced. */
export function undoEmailChange(token: string): Promise<CallResult<{ undone: boolean }>> {
  return post('/web/email-undo', { token });
}

/** Asks for the link of the registration with this address to be e-mailed; always the same sentence. */
export function requestDelegateLink(email: string): Promise<CallResult<RefusalBody>> {
  return post('/web/delegate-links', { email });
}
