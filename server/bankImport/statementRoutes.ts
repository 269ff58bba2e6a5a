/**
 * Bank statement import for managers: preview judges each credit of an uploaded statement against the registrations
 * and says which were imported before; confirm records the statement's new credits and confirms the exact ones as
 * payments (each registration once, its receipt e-mail once, whoever imports the same statement again or at once).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { EventInfo } from '../../core/model/types';
import { type CreditMatch, matchCredits, type StatementCredit } from '../../core/rules/bankMatching';
import { nameWithoutTitle } from '../../core/rules/personName';
import type { Clock } from '../clock';
import { fieldRefusal } from '../http/keyedRefusal';
import { requireManager, staffOf } from '../staff/staffAuth';
import type { Store } from '../store/Store';
import type { BankCreditStore } from './bankCredits';
import { readStatement } from './readStatement';
import { StatementError, statementText } from './statementError';
import { statementMapping } from './statementMapping';

export interface StatementRouteDeps {
  store: Store;
  bankCredits: BankCreditStore;
  event: EventInfo;
  clock: Clock;
}

/** JSON of a statement several MB long, and no more: a larger body is refused before it is read. */
const statementBodyLimit = 12 * 1024 * 1024;

/** One credit as the review table shows it. */
export interface ReviewedCredit extends StatementCredit {
  outcome: CreditMatch['outcome'];
  reference?: string;
  registration?: { id: number; reference: string | null; name: string; feeAmount: number; currency: string };
  /** An earlier import recorded it: nothing is done with it again. */
  imported: boolean;
}

function uploadOf(request: FastifyRequest): { fileName: string; content: string } {
  const body = request.body as { fileName?: unknown; content?: unknown } | null;
  if (typeof body?.content !== 'string') throw fieldRefusal('file', statementText('noFile'));
  const fileName = typeof body.fileName === 'string' ? body.fileName.slice(0, 200) : 'statement';
  return { fileName, content: body.content };
}

function creditsOf(content: string): StatementCredit[] {
  try {
    return readStatement(content, statementMapping);
  } catch (error) {
    if (error instanceof StatementError) throw fieldRefusal('file', error.text);
    throw error;
  }
}

function reviewed(match: CreditMatch, imported: boolean): ReviewedCredit {
  const { registration } = match;
  return {
    ...match.credit,
    outcome: match.outcome,
    ...(match.reference ? { reference: match.reference } : {}),
    ...(registration
      ? {
          registration: {
            id: registration.id,
            reference: registration.reference,
            // In the order personName.ts writes it: family name first for a CJK name (陳美玲, not 美玲 陳).
            name: nameWithoutTitle(registration),
            feeAmount: registration.feeAmount,
            currency: registration.currency,
          },
        }
      : {}),
    imported,
  };
}

/** Registers the two calls on the staff API (inside its plugin, so its session and CSRF checks apply). */
export function registerStatementRoutes(api: FastifyInstance, deps: StatementRouteDeps): void {
  const { store, bankCredits, event, clock } = deps;

  const review = async (content: string) => {
    const credits = creditsOf(content);
    const matches = matchCredits(credits, await store.listRegistrations(), event.referencePrefix);
    const known = await bankCredits.known(credits.map((credit) => credit.entryKey));
    return matches.map((match) => ({ match, imported: known.has(match.credit.entryKey) }));
  };

  api.post('/staff/api/bank-statements/preview', { bodyLimit: statementBodyLimit }, async (request) => {
    requireManager(request);
    const rows = await review(uploadOf(request).content);
    return { credits: rows.map(({ match, imported }) => reviewed(match, imported)) };
  });

  /** The credits booked as payments: the exact fee, and a transfer short of it or beyond it in the fee's currency. */
  const bookable: ReadonlySet<string> = new Set(['exact', 'partial', 'overpaid']);

  api.post('/staff/api/bank-statements/confirm', { bodyLimit: statementBodyLimit }, async (request) => {
    requireManager(request);
    const { fileName, content } = uploadOf(request);
    const actor = `staff ${staffOf(request).account.email}`;
    let confirmed = 0;
    let recorded = 0;
    for (const { match, imported } of await review(content)) {
      if (imported) continue;
      let judged = match;
      // Payment first, then the credit: a crash between leaves a booked payment whose credit the next import records
      // (the ledger books a statement entry once), never a recorded credit whose payment was lost. A short credit is
      // booked as a part payment (the rest stays due), one beyond the fee settles it and makes the surplus due back.
      if (bookable.has(match.outcome) && match.registration) {
        const { credit } = match;
        const outcome = await store.applyEvent(
          match.registration.id,
          {
            type: 'payment_confirmed',
            cause: 'staff',
            amount: credit.amount,
            currency: match.registration.currency,
            paidOn: credit.bookedOn,
            ...(credit.bankReference ? { bankReference: credit.bankReference } : {}),
            source: `statement:${credit.entryKey}`,
          },
          { actor, at: clock() },
        );
        if (outcome.outcome === 'applied' && outcome.state === 'paid') confirmed += 1;
        else if (outcome.outcome !== 'applied') judged = { ...match, outcome: 'already_paid' };
      }
      if (await bankCredits.record(judged, { fileName, actor, at: clock() })) recorded += 1;
    }
    const rows = await review(content);
    return { confirmed, recorded, credits: rows.map(({ match, imported }) => reviewed(match, imported)) };
  });
}
