/**
 * Complimentary registrations on the staff API (managers only): waive the fee of an existing registration, or register
 * an invited guest with the form's fields, checked by the public form's rules, and the fee waived. Either way the
 * ledger books the waiver once, the registration is confirmed and the guest gets a confirmation with no invoice.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { hasOnlySafeCharacters } from '../../core/rules/textCharacters';
import type { Clock } from '../clock';
import { delegateToken } from '../delegate/delegateLink';
import { HttpError } from '../http/HttpError';
import { languageOf } from '../lifecycle/language';
import { checkRegistration, type RegistrationLists } from '../registration/checkRegistration';
import { readPayload } from '../registration/readPayload';
import { validationFailure } from '../routes/registrations';
import { requireManager } from '../staff/staffAuth';
import { staffMessages } from '../staff/staffMessages';
import type { Store } from '../store/Store';
import { englishText } from '../text';

export interface ComplimentaryRouteDeps {
  store: Store;
  clock: Clock;
  lists: RegistrationLists;
  /** derivedKey(serverSecret, 'delegate-link'): the guest's personal link, for the answer. */
  linkKey: Buffer;
}

/** What the API says when it waives nothing; the console shows these as they come. */
export const complimentaryMessages = {
  alreadyPaid: 'This registration is paid already, or its fee was waived already: nothing was changed.',
  emailTaken: 'Another registration has this e-mail address: open it and waive its fee there.',
} as const;

function invalid(field: string, message: string): HttpError {
  return new HttpError(422, { message, errors: { [field]: [message] } });
}

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(422, { message: 'The request body must be a JSON object.' });
  return body as Record<string, unknown>;
}

/** The reason, required, at most 500 characters, with nothing that would turn the history around. */
function reasonOf(body: Record<string, unknown>): string {
  const value = body.reason;
  if (typeof value !== 'string' || value.trim() === '') throw invalid('reason', 'The reason is required.');
  if (value.trim().length > 500) throw invalid('reason', 'The reason must be at most 500 characters.');
  if (!hasOnlySafeCharacters(value.replace(/[\n\r\t]/g, ' ')))
    throw invalid('reason', 'The reason holds characters that cannot be kept (control or direction characters).');
  return value.trim();
}

function registrationId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1)
    throw new HttpError(404, { message: staffMessages.registrationNotFound });
  return Number(raw);
}

export function registerComplimentaryRoutes(api: FastifyInstance, deps: ComplimentaryRouteDeps): void {
  const { store, clock, lists, linkKey } = deps;

  api.post('/staff/api/registrations/:id/waive-fee', async (request) => {
    const { account } = requireManager(request);
    const id = registrationId(request);
    const reason = reasonOf(bodyOf(request));
    const outcome = await store.applyEvent(
      id,
      { type: 'fee_waived', cause: 'staff', reason },
      { actor: `staff ${account.email}`, at: clock() },
    );
    if (outcome.outcome === 'not_found') throw new HttpError(404, { message: staffMessages.registrationNotFound });
    if (outcome.outcome === 'unchanged')
      throw new HttpError(409, { message: complimentaryMessages.alreadyPaid, state: outcome.state });
    if (outcome.outcome === 'refused') {
      const reason = outcome.reason.charAt(0).toUpperCase() + outcome.reason.slice(1);
      throw new HttpError(409, { message: `${reason}.`, state: outcome.state });
    }
    return { state: outcome.state, emitted: outcome.emitted };
  });

  // The form's payload under `registration`, as the public form sends it, and the reason beside it.
  api.post('/staff/api/guests', async (request, reply) => {
    const { account } = requireManager(request);
    const body = bodyOf(request);
    const reason = reasonOf(body);
    const reading = readPayload(body.registration);
    if (!reading.ok) {
      if ('message' in reading)
        throw new HttpError(422, { message: reading.message, ...(reading.errors ? { errors: reading.errors } : {}) });
      throw validationFailure(reading.errors);
    }
    const now = clock();
    const check = checkRegistration(reading.payload, lists, now);
    if (!check.ok) throw validationFailure(check.errors);
    const inserted = await store.insertRegistration(
      {
        ...check.registration,
        language: languageOf(typeof body.language === 'string' ? body.language : undefined),
        guest: { reason, actor: `staff ${account.email}` },
      },
      now,
    );
    if (inserted.outcome === 'exists')
      throw new HttpError(422, {
        ...validationFailure({ email: [englishText('error.email.taken')] }).body,
        message: complimentaryMessages.emailTaken,
      });
    const { registration } = inserted;
    return reply.code(201).send({
      id: registration.id,
      reference: registration.reference,
      state: registration.state,
      token: delegateToken(linkKey, registration.id, registration.linkVersion),
    });
  });
}
