/**
 * The credits to follow up (migrations 013 and 027): the statements' credits that no ledger counts and nobody decided
 * on, and the three decisions, each taken once under the credit's row lock. An assignment books the credit as the
 * registration's payment in the same transaction, under the source a matched credit takes ('statement:<entry key>'),
 * so the ledger counts it once whoever imports or assigns it, and a partial or surplus follows the ledger's rules.
 */
import type { FollowUpCredit } from '../../core/api/creditTypes';
import type { KeyedText } from '../../core/api/keyedText';
import type { Database } from '../db/Database';
import { applyEventIn } from '../store/lifecycleRecords';
import type { EventContext } from '../store/LifecycleStore';
import type { RegistrationRows } from '../store/registrationRows';
import type { UnitOfWork } from '../store/unitOfWork';

/** Why a decision was not taken; an assignment's refusals say what about the registration stood in the way. */
export type CreditRefusal =
  | { outcome: 'not_found' }
  | { outcome: 'already_decided' }
  | { outcome: 'unknown_reference' }
  | { outcome: 'other_currency'; creditCurrency: string; feeCurrency: string }
  | { outcome: 'already_paid' }
  | { outcome: 'refused'; reason: KeyedText };

export type AssignOutcome =
  { outcome: 'assigned'; registration: { id: number; reference: string | null; state: string } } | CreditRefusal;

/** Returning the money or setting the credit aside. */
export type ClosingDecision =
  { decision: 'returned'; returnedOn: string; note: string } | { decision: 'set_aside'; note: string };

export interface CreditStore {
  /** The credits awaiting a decision, oldest import first. */
  creditsToFollowUp(): Promise<FollowUpCredit[]>;
  /** Books the credit as a payment of the registration quoting `reference`, and marks it assigned; both or neither. */
  assignCredit(entryKey: string, reference: string, note: string, context: EventContext): Promise<AssignOutcome>;
  /** Marks the credit returned to the payer or set aside. */
  closeCredit(
    entryKey: string,
    decision: ClosingDecision,
    context: EventContext,
  ): Promise<{ outcome: 'decided' } | CreditRefusal>;
}

interface CreditRow {
  entry_key: string;
  booked_on: string;
  amount: number;
  currency: string;
  remittance_text: string;
  bank_reference: string;
  outcome: string;
  registration_id: number | null;
  registration_reference: string | null;
  file_name: string;
  imported_at: Date;
}

/** Undecided, and counted by no ledger: an import that crashed after booking the payment left its credit counted. */
const awaiting = `c.decision is null
  and not exists (select 1 from money_movements m where m.source = 'statement:' || c.entry_key)`;

const columns = `c.entry_key, to_char(c.booked_on, 'YYYY-MM-DD') as booked_on, c.amount::float8 as amount, c.currency,
  c.remittance_text, c.bank_reference, c.outcome, c.registration_id, r.reference as registration_reference,
  c.file_name, c.imported_at`;

function toCredit(row: CreditRow): FollowUpCredit {
  return {
    entryKey: row.entry_key,
    bookedOn: row.booked_on,
    amount: Number(row.amount),
    currency: row.currency,
    text: row.remittance_text,
    bankReference: row.bank_reference,
    outcome: row.outcome,
    ...(row.registration_id === null
      ? {}
      : { registration: { id: row.registration_id, reference: row.registration_reference } }),
    fileName: row.file_name,
    importedAt: new Date(row.imported_at).toISOString(),
  };
}

export function sqlCredits(
  db: Database,
  registrationRows: () => Promise<RegistrationRows>,
  unit: UnitOfWork,
): CreditStore {
  /** The credit under its row lock, or why no decision can be taken on it. */
  const lockCredit = async (tx: Parameters<Parameters<UnitOfWork>[0]>[0], entryKey: string) => {
    const rows = await tx.query<CreditRow & { undecided: boolean }>(
      `select ${columns}, (${awaiting}) as undecided
         from bank_credits c left join registrations r on r.id = c.registration_id
        where c.entry_key = $1
          for update of c`,
      [entryKey],
    );
    const row = rows[0];
    if (!row) return { refusal: { outcome: 'not_found' } as const };
    if (!row.undecided) return { refusal: { outcome: 'already_decided' } as const };
    return { credit: toCredit(row) };
  };

  return {
    async creditsToFollowUp() {
      const rows = await db.query<CreditRow>(
        `select ${columns} from bank_credits c left join registrations r on r.id = c.registration_id
          where ${awaiting}
          order by c.imported_at, c.booked_on, c.entry_key`,
      );
      return rows.map(toCredit);
    },

    async assignCredit(entryKey, reference, note, context) {
      const table = await registrationRows();
      return unit(async (tx): Promise<AssignOutcome> => {
        const { credit, refusal } = await lockCredit(tx, entryKey);
        if (!credit) return refusal;
        const found = await tx.query<{ id: number; reference: string | null; currency: string }>(
          'select id, reference, currency from registrations where upper(reference) = upper($1)',
          [reference],
        );
        const registration = found[0];
        if (!registration) return { outcome: 'unknown_reference' };
        if (registration.currency.toUpperCase() !== credit.currency.toUpperCase())
          return { outcome: 'other_currency', creditCurrency: credit.currency, feeCurrency: registration.currency };
        const applied = await applyEventIn(
          tx,
          table,
          registration.id,
          {
            type: 'payment_confirmed',
            cause: 'staff',
            amount: credit.amount,
            currency: registration.currency,
            paidOn: credit.bookedOn,
            ...(credit.bankReference ? { bankReference: credit.bankReference } : {}),
            source: `statement:${credit.entryKey}`,
          },
          context,
        );
        // Nothing was written when the event was not applied: the credit stays on the list.
        if (applied.outcome === 'refused') return { outcome: 'refused', reason: applied.reason };
        if (applied.outcome === 'unchanged') return { outcome: 'already_paid' };
        if (applied.outcome === 'not_found') return { outcome: 'unknown_reference' };
        await tx.query(
          `update bank_credits set decision = 'assigned', decision_registration_id = $2, decision_note = $3,
             decided_by = $4, decided_at = $5
           where entry_key = $1`,
          [entryKey, registration.id, note || null, context.actor, context.at],
        );
        return {
          outcome: 'assigned',
          registration: { id: registration.id, reference: registration.reference, state: applied.state },
        };
      });
    },

    async closeCredit(entryKey, decision, context) {
      return unit(async (tx) => {
        const { credit, refusal } = await lockCredit(tx, entryKey);
        if (!credit) return refusal;
        await tx.query(
          `update bank_credits set decision = $2, returned_on = $3::date, decision_note = $4, decided_by = $5,
             decided_at = $6
           where entry_key = $1`,
          [
            entryKey,
            decision.decision,
            decision.decision === 'returned' ? decision.returnedOn : null,
            decision.note,
            context.actor,
            context.at,
          ],
        );
        return { outcome: 'decided' as const };
      });
    },
  };
}
