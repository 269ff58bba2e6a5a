import type { RegistrationPayload } from '../../core/model/types';
import { bodyField } from '../api/bodyField';
import { api, type ApiClient, reportToErrorService } from '../api/client';

export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';
export const REGISTRATIONS_PATH = '/web/registrations';

/** What the page does after a registration was accepted. */
export type SubmitOutcome =
  | { kind: 'redirect'; url: string; token?: string }
  | { kind: 'thanks'; payment: string; reference?: string; token?: string };

/** Fetches the CSRF cookie, posts the registration and reads the answer (spec sections 4 and 7); any other answer throws. */
export async function submitRegistration(
  payload: RegistrationPayload,
  client: ApiClient = api,
): Promise<SubmitOutcome> {
  await client.get(CSRF_COOKIE_PATH);
  // The page's language, so e-mails and the invoice come in it (the server keeps only languages it has texts for).
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const answer = await client.post(
    REGISTRATIONS_PATH,
    payload,
    language ? { headers: { 'Content-Language': language } } : undefined,
  );
  const state = bodyField(answer, 'state');
  const url = bodyField(answer, 'url');
  // The personal link's token: the thank-you page shows the registration through it.
  const token = bodyField(answer, 'token');
  if (state === 'success_stripe' && typeof url === 'string' && url !== '')
    return { kind: 'redirect', url, ...(typeof token === 'string' && token !== '' ? { token } : {}) };
  const reference = bodyField(answer, 'reference');
  if (state === 'success') {
    return {
      kind: 'thanks',
      payment: payload.payment_method,
      ...(typeof reference === 'string' && reference !== '' ? { reference } : {}),
      ...(typeof token === 'string' && token !== '' ? { token } : {}),
    };
  }

  const failure = new Error(
    state === 'success_stripe'
      ? 'The server accepted the registration but sent no payment page address.'
      : `The server sent an unexpected answer (state: ${typeof state === 'string' ? state : 'none'}).`,
  );
  // The call itself succeeded, so the client did not report it; an answer the page cannot act on is still a failure.
  await reportToErrorService(failure);
  throw failure;
}
