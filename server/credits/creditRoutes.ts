/**
 * The credits to follow up on the staff API: every staff member reads the list, a manager decides on a credit (assign
 * it to a registration, record it returned to the payer, or set it aside), once: a second decision answers 409.
 */
import type { FastifyInstance } from 'fastify';

import { type CreditDecision, type CreditDecisionAnswer, creditDecisions } from '../../core/api/creditTypes';
import type { KeyedText } from '../../core/api/keyedText';
import { isCalendarDay } from '../bankImport/calendarDay';
import type { Clock } from '../clock';
import type { HttpError } from '../http/HttpError';
import { fieldRefusal, refusal } from '../http/keyedRefusal';
import { requireManager, staffOf } from '../staff/staffAuth';
import { bodyOf, textOf } from '../staff/staffInput';
import { staffMessages } from '../staff/staffMessages';
import type { Store } from '../store/Store';
import type { CreditRefusal } from './sqlCredits';

export interface CreditRouteDeps {
  store: Store;
  clock: Clock;
}

/** What the API says about a decision it could not take, by key (staff.api.credit.*); the console words them. */
export const creditMessages = {
  notFound: { key: 'staff.api.credit.notFound' },
  alreadyDecided: { key: 'staff.api.credit.alreadyDecided' },
  unknownReference: { key: 'staff.api.credit.unknownReference' },
  otherCurrency: (credit: string, fee: string) => ({ key: 'staff.api.credit.otherCurrency', values: { credit, fee } }),
  alreadyPaid: { key: 'staff.api.credit.alreadyPaid' },
  refused: (reason: KeyedText) => ({ key: 'staff.api.credit.refused', values: { reason } }),
  decision: { key: 'staff.api.credit.decision', values: { decisions: creditDecisions.join(', ') } },
} as const satisfies Record<string, KeyedText | ((...args: never[]) => KeyedText)>;

/** A refusal as an HTTP answer: the reference's problems are said by the reference field. */
function refusalError(problem: CreditRefusal): HttpError {
  switch (problem.outcome) {
    case 'not_found':
      return refusal(404, creditMessages.notFound);
    case 'already_decided':
      return refusal(409, creditMessages.alreadyDecided);
    case 'unknown_reference':
      return fieldRefusal('reference', creditMessages.unknownReference);
    case 'other_currency':
      return fieldRefusal('reference', creditMessages.otherCurrency(problem.creditCurrency, problem.feeCurrency));
    case 'already_paid':
      return fieldRefusal('reference', creditMessages.alreadyPaid, 409);
    case 'refused':
      return fieldRefusal('reference', creditMessages.refused(problem.reason), 409);
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
    const entryKey = textOf(body, 'entryKey', 'credit', 300, true);
    const decision = body.decision;
    if (typeof decision !== 'string' || !(creditDecisions as readonly string[]).includes(decision))
      throw fieldRefusal('decision', creditMessages.decision);
    const context = { actor: `staff ${account.email}`, at: clock() };

    if ((decision as CreditDecision) === 'assigned') {
      const reference = textOf(body, 'reference', 'reference', 40, true);
      const note = textOf(body, 'note', 'note', 1000, false);
      const outcome = await store.assignCredit(entryKey, reference, note, context);
      if (outcome.outcome !== 'assigned') throw refusalError(outcome);
      return { entryKey, decision: 'assigned', registration: outcome.registration };
    }
    const note = textOf(body, 'note', 'note', 1000, true);
    let outcome;
    if (decision === 'returned') {
      const returnedOn = textOf(body, 'returnedOn', 'returnedOn', 10, true);
      if (!isCalendarDay(returnedOn)) throw fieldRefusal('returnedOn', staffMessages.notCalendarDay);
      outcome = await store.closeCredit(entryKey, { decision: 'returned', returnedOn, note }, context);
    } else {
      outcome = await store.closeCredit(entryKey, { decision: 'set_aside', note }, context);
    }
    if (outcome.outcome !== 'decided') throw refusalError(outcome);
    return { entryKey, decision: decision as CreditDecision };
  });
}
