/** The bank_credits table (migration 013): which statement credits were imported, and how each was judged. */
import type { CreditMatch } from '../../core/rules/bankMatching';
import type { Database } from '../db/Database';

export interface BankCreditStore {
  /** The entry keys among `keys` that an earlier import recorded. */
  known(keys: readonly string[]): Promise<Set<string>>;
  /** Keeps a credit unless its key is known; answers whether this call kept it (so only one of two racing does). */
  record(match: CreditMatch, context: { fileName: string; actor: string; at: Date }): Promise<boolean>;
}

export function sqlBankCredits(db: Database): BankCreditStore {
  return {
    async known(keys) {
      if (keys.length === 0) return new Set();
      const rows = await db.query<{ entry_key: string }>(
        `select entry_key from bank_credits
          where entry_key in (select jsonb_array_elements_text($1::jsonb))`,
        [JSON.stringify(keys)],
      );
      return new Set(rows.map((row) => row.entry_key));
    },
    async record(match, { fileName, actor, at }) {
      const { credit } = match;
      const rows = await db.query<{ entry_key: string }>(
        `insert into bank_credits (entry_key, booked_on, amount, currency, remittance_text, bank_reference, outcome,
           registration_id, file_name, imported_by, imported_at)
         values ($1, $2::date, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (entry_key) do nothing
         returning entry_key`,
        [
          credit.entryKey,
          credit.bookedOn,
          credit.amount,
          credit.currency,
          credit.text,
          credit.bankReference,
          match.outcome,
          match.registration?.id ?? null,
          fileName,
          actor,
          at,
        ],
      );
      return rows.length === 1;
    },
  };
}
