/**
 * A history entry's details in words: each kept value under a label of its own ('Bank reference: HSBC-1'), amounts
 * with their currency, days as the console writes them, e-mail kinds and corrected fields by name.
 */
import { humanised, type MaybeText, type ValueFormat } from './valueTexts';

/** One labelled detail as the history shows it. */
export interface DetailLine {
  label: string;
  value: string;
}

/** Details that are amounts, said with the entry's currency ('Credit note amount: USD 750'). */
const amountKeys = new Set([
  'amount',
  'amountPaid',
  'refundAmount',
  'creditNoteAmount',
  'balanceDue',
  'surplus',
  'shortfall',
  'waived',
  'feeFrom',
  'feeTo',
  'refundable',
]);

/** Details that are said as part of another (the currency of an amount) or that only machines need. */
const folded = new Set(['currency', 'messageId', 'resentBy']);

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** The details of one history entry, in the order they were kept; empty values are left out. */
export function historyDetailLines(
  details: Record<string, unknown>,
  texts: { staff: MaybeText; fieldLabel: (field: string) => string; format: ValueFormat },
): DetailLine[] {
  const { staff, fieldLabel, format } = texts;
  const currency = typeof details.currency === 'string' ? details.currency : '';
  const label = (key: string) => staff(`staff.detail.${key}`) ?? humanised(key);
  const lines: DetailLine[] = [];
  for (const [key, value] of Object.entries(details)) {
    if (folded.has(key) || value === null || value === undefined || value === '') continue;
    if (key === 'changes' && typeof value === 'object') {
      for (const [field, change] of Object.entries(value as Record<string, { from?: unknown; to?: unknown }>)) {
        lines.push({
          label: fieldLabel(field),
          value: staff('staff.detail.changed', { from: asText(change.from), to: asText(change.to) }) ?? '',
        });
      }
      continue;
    }
    let text = asText(value);
    if (amountKeys.has(key) && typeof value === 'number') text = format.amount(currency, value);
    else if (key === 'refundPercent') text = `${text}%`;
    else if (key === 'paidOn' || key === 'refundCutOffDay' || key === 'invoiceDate') text = format.day(text);
    else if (key === 'kind') text = staff(`staff.message.${text}`) ?? humanised(text);
    // How money moved (core/rules/ledger.ts's methods: card, bank), as the ledger's table names it.
    else if (key === 'method') text = staff(`staff.ledger.method.${text}`) ?? humanised(text);
    else if (key === 'erased' && Array.isArray(value))
      text = value.map((code) => staff(`staff.erased.${asText(code)}`) ?? humanised(asText(code))).join(', ');
    lines.push({ label: label(key), value: text });
  }
  return lines;
}
