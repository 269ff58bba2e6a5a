/**
 * The credits to follow up on the staff API: every staff member reads the list, a manager decides on a credit (assign
 * it to a registration, record it returned to the payer, or set it aside), once: a second decision answers 409.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { type CreditDecision, type CreditDecisionAnswer, creditDecisions } from '../../core/api/creditTypes';
import { hasOnlySafeCharacters } from '../../core/rules/textCharacters';
import { isCalendarDay } from '../bankImport/calendarDay';
import type { Clock } from '../clock';
import { HttpError } from '../http/HttpError';
import { requireManager, staffOf } from '../staff/staffAuth';
import type { Store } from '../store/Store';
import type { CreditRefusal } from './sqlCredits';

export interface CreditRouteDeps {
  store: Store;
  clock: Clock;
}

/** What the API says about a decision it could not take; the console shows these as they come. */
export const creditMessages = {
  notFound: 'There is no such credit.',
  alreadyDecided: 'This credit was decided already, perhaps by another manager: nothing was changed.',
  unknownReference: 'No registration has this reference.',
  otherCurrency: (credit: string, fee: string) =>
    `The credit is in ${credit} and the registration's fee in ${fee}: return the credit to the payer or set it aside.`,
  alreadyPaid: 'This registration is paid already: return the credit to the payer or set it aside.',
  refused: (reason: string) => `This registration cannot take the credit: ${reason}.`,
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

/** A text of at most `max` characters, trimmed; '' when left out and not `required`. */
function textOf(body: Record<string, unknown>, field: string, label: string, max: number, required: boolean): string {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw invalid(field, `${label} is required.`);
    return '';
  }
  if (typeof value !== 'string') throw invalid(field, `${label} must be text.`);
  if (value.trim().length > max) throw invalid(field, `${label} must be at most ${max} characters.`);
  // NUL and lone surrogates cannot be stored, bidi controls would turn the record around; line breaks may stay.
  if (!hasOnlySafeCharacters(value.replace(/[\n\r\t]/g, ' ')))
    throw invalid(field, `${label} holds characters that cannot be kept (control or direction characters).`);
  return value.trim();
}

/** A refusal as an HTTP answer: the reference's problems are said by the reference field. */
function refusalError(refusal: CreditRefusal): HttpError {
  switch (refusal.outcome) {
    case 'not_found':
      return new HttpError(404, { message: creditMessages.notFound });
    case 'already_decided':
      return new HttpError(409, { message: creditMessages.alreadyDecided });
    case 'unknown_reference':
      return invalid('reference', creditMessages.unknownReference);
    case 'other_currency':
      return invalid('reference', creditMessages.otherCurrency(refusal.creditCurrency, refusal.feeCurrency));
    case 'already_paid':
      return new HttpError(409, {
        message: creditMessages.alreadyPaid,
        errors: { reference: [creditMessages.alreadyPaid] },
      });
    case 'refused': {
      const message = creditMessages.refused(refusal.reason);
      return new HttpError(409, { message, errors: { reference: [message] } });
    }
  }
}

export function registerCreditRoutes(api: FastifyInstance, deps: CreditRouteDeps): void {
  const { store, clock } = deps;

  api.get('/staff/api/credits', async (request) => {
    staffOf(request);
    return { credits: await store.creditsToFollowUp() };
  });

  api.post('/staff/api/credits/decisions', async (request): Promise<CreditDecisionAnswer> => {
    const { account } = requireManager(request);
    const body = bodyOf(request);
    const entryKey = textOf(body, 'entryKey', 'The credit', 300, true);
    const decision = body.decision;
    if (typeof decision !== 'string' || !(creditDecisions as readonly string[]).includes(decision))
      throw invalid('decision', `The decision must be one of ${creditDecisions.join(', ')}.`);
    const context = { actor: `staff ${account.email}`, at: clock() };

    if ((decision as CreditDecision) === 'assigned') {
      const reference = textOf(body, 'reference', 'The registration’s reference', 40, true);
      const note = textOf(body, 'note', 'The note', 1000, false);
      const outcome = await store.assignCredit(entryKey, reference, note, context);
      if (outcome.outcome !== 'assigned') throw refusalError(outcome);
      return { entryKey, decision: 'assigned', registration: outcome.registration };
    }
    const note = textOf(body, 'note', 'The note', 1000, true);
    let outcome;
    if (decision === 'returned') {
      const returnedOn = textOf(body, 'returnedOn', 'The day it was returned', 10, true);
      if (!isCalendarDay(returnedOn)) throw invalid('returnedOn', 'The date must be a day written YYYY-MM-DD.');
      outcome = await store.closeCredit(entryKey, { decision: 'returned', returnedOn, note }, context);
    } else {
      outcome = await store.closeCredit(entryKey, { decision: 'set_aside', note }, context);
    }
    if (outcome.outcome !== 'decided') throw refusalError(outcome);
    return { entryKey, decision: decision as CreditDecision };
  });
}
