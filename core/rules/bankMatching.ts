/**
 * Bank statement matching: each credit of a statement is tied to the registration whose reference its text quotes,
 * and judged. Only an exact amount in the registration's currency, on a bank registration awaiting payment, quoted
 * once, is confirmed; everything else is shown for staff to decide.
 */

/** One credit of a bank statement, as read from camt.053 or CSV. */
export interface StatementCredit {
  /** Stable across imports of the same statement: the bank's own entry reference, or a digest of the line. */
  entryKey: string;
  /** The bank's reference of the entry, for the registration's history. */
  bankReference: string;
  /** The day it was booked, YYYY-MM-DD. */
  bookedOn: string;
  /** In units of `currency`, to the cent. */
  amount: number;
  currency: string;
  /** The remittance text, where the delegate quotes the reference. */
  text: string;
}

/** What matching needs of a registration. */
export interface PayableRegistration {
  id: number;
  reference: string | null;
  state: string;
  paymentMethod: string;
  feeAmount: number;
  currency: string;
  givenName: string;
  familyName: string;
}

export const matchOutcomes = [
  'exact',
  'partial',
  'overpaid',
  'other_currency',
  'already_paid',
  'cancelled',
  'not_bank',
  'unknown_reference',
  'no_reference',
  'several_references',
  'quoted_twice',
] as const;
/** How a credit stands: `exact` is confirmed in one step, every other outcome is for staff to look at. */
export type MatchOutcome = (typeof matchOutcomes)[number];

export interface CreditMatch {
  credit: StatementCredit;
  outcome: MatchOutcome;
  /** The reference quoted, as the registration writes it. */
  reference?: string;
  registration?: PayableRegistration;
}

/**
 * The references a remittance text quotes, written as the registrations write them ('PICS2025-0042'): banks and
 * delegates drop the hyphen, add spaces or change case ('pics 2025 0042'), so those are forgiven.
 */
export function referencesIn(text: string, prefix: string): string[] {
  const letters = prefix.normalize('NFKC').replace(/[^0-9A-Za-z]/g, '');
  if (letters === '') return [];
  const spaced = letters.split('').join('[\\s-]*');
  const pattern = new RegExp(`(?:^|[^0-9A-Za-z])${spaced}[\\s-]*(\\d{4,6})(?![0-9])`, 'gi');
  const found = [...text.normalize('NFKC').matchAll(pattern)].map(
    (match) => `${prefix}-${String(Number(match[1])).padStart(4, '0')}`,
  );
  return [...new Set(found)];
}

const cents = (amount: number) => Math.round(amount * 100);

function judge(credit: StatementCredit, registration: PayableRegistration): MatchOutcome {
  if (registration.state === 'paid') return 'already_paid';
  if (registration.state === 'cancelled') return 'cancelled';
  if (registration.paymentMethod !== 'bank') return 'not_bank';
  if (credit.currency.toUpperCase() !== registration.currency.toUpperCase()) return 'other_currency';
  const difference = cents(credit.amount) - cents(registration.feeAmount);
  if (difference === 0) return 'exact';
  return difference < 0 ? 'partial' : 'overpaid';
}

/** Judges every credit of a statement against the registrations; credits keep their order. */
export function matchCredits(
  credits: readonly StatementCredit[],
  registrations: readonly PayableRegistration[],
  prefix: string,
): CreditMatch[] {
  const byReference = new Map(registrations.flatMap((row) => (row.reference ? [[row.reference, row] as const] : [])));
  const quoted = credits.map((credit) => referencesIn(credit.text, prefix));
  const times = new Map<string, number>();
  for (const references of quoted)
    if (references.length === 1) times.set(references[0], (times.get(references[0]) ?? 0) + 1);
  return credits.map((credit, index) => {
    const references = quoted[index];
    if (references.length === 0) return { credit, outcome: 'no_reference' };
    if (references.length > 1) return { credit, outcome: 'several_references' };
    const reference = references[0];
    const registration = byReference.get(reference);
    if (!registration) return { credit, outcome: 'unknown_reference', reference };
    // Two credits for one registration in one statement: neither is confirmed on its own, staff decide.
    if ((times.get(reference) ?? 0) > 1) return { credit, outcome: 'quoted_twice', reference, registration };
    return { credit, outcome: judge(credit, registration), reference, registration };
  });
}
