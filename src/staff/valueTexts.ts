/**
 * What the console shows for a stored value: the words the form showed the delegate (fee grid, option labels,
 * language names) or the console's own (states, methods, e-mail kinds), never the code the database keeps.
 */
import formUiSchema from '@schemas/form.uischema.json';

import { fees } from '../../core/model/schemaData';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { findFee } from '../../core/rules/fees';

/** Translates a key of a catalogue; answers undefined when the catalogue has no such key. */
export type MaybeText = (key: string, values?: Record<string, string | number>) => string | undefined;

/** How flatRow names a field staff added to the form: `extraFields.<payload key>`. */
export const extraFieldPrefix = 'extraFields.';

/**
 * A code the catalogues have no text for yet, in words rather than as stored: 'refund_paid' as 'Refund paid'.
 * check:schemas reports every code the console knows of without a text; this is for one that arrives first.
 */
export function humanised(code: string): string {
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A fee code as the fee grid names it: 'Seminar only, Members and Applicants, Standard Fee'. */
export function feeCategoryText(code: string, site: MaybeText): string {
  const option = findFee(fees, code);
  if (!option) return code;
  const row = fees.rows.find((candidate) => candidate.id === option.row);
  const column = fees.columns.find((candidate) => candidate.id === option.column);
  return [row && site(row.label), column && site(column.label), feePeriodText(option.period, site)]
    .filter(Boolean)
    .join(', ');
}

/** A fee period by the legend of its part of the grid. */
export function feePeriodText(id: string, site: MaybeText): string {
  const period = fees.periods.find((candidate) => candidate.id === id);
  return (period && site(period.legend)) ?? humanised(id);
}

/** A fee column by its heading in the grid. */
export function feeColumnText(id: string, site: MaybeText): string {
  const column = fees.columns.find((candidate) => candidate.id === id);
  return (column && site(column.label)) ?? id;
}

type UiOptions = Record<string, { 'ui:options'?: { optionLabels?: string } } | undefined>;

/** The catalogue prefix of a form field's option labels (form.uischema.json), for a stored column or an added field. */
function optionLabelsOf(field: string): string | undefined {
  const formField = field.startsWith(extraFieldPrefix)
    ? formFieldTable.entry(field.slice(extraFieldPrefix.length))?.fields[0]
    : field;
  return formField === undefined
    ? undefined
    : (formUiSchema as unknown as UiOptions)[formField]?.['ui:options']?.optionLabels;
}

/** Writes amounts, days, instants and regions in the console's language. */
export interface ValueFormat {
  amount: (currency: string, value: number) => string;
  day: (isoDay: string) => string;
  instant: (iso: string | null) => string;
  region: (kept: string) => string;
}

/**
 * One stored field's value in words, or '' for none (a value the registration does not have yet is left out, never
 * shown as null). `row` gives the currency of an amount.
 */
export function fieldValueText(
  field: string,
  value: unknown,
  row: Record<string, unknown>,
  texts: { staff: MaybeText; site: MaybeText; format: ValueFormat },
): string {
  const { staff, site, format } = texts;
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  switch (field) {
    case 'state':
      return staff(`staff.state.${text}`) ?? humanised(text);
    case 'paymentMethod':
      return staff(`staff.paymentMethod.${text}`) ?? humanised(text);
    case 'region':
      return format.region(text);
    case 'memberStatus':
      return staff(`staff.memberStatus.${text}`) ?? text;
    case 'feeCategory':
      return feeCategoryText(text, site);
    case 'feePeriod':
      return feePeriodText(text, site);
    case 'language':
      return site(`language.${text}`) ?? text;
    case 'feeAmount':
      return typeof value === 'number' ? format.amount(String(row.currency), value) : text;
    case 'paidAmount':
      return typeof value === 'number' ? format.amount(String(row.paidCurrency ?? row.currency), value) : text;
    case 'createdAt':
      return format.instant(text);
    case 'paidOn':
    case 'invoiceDate':
      return format.day(text.slice(0, 10));
  }
  // Where the form's label is itself a code ("NA" for no dietary preference), the console has words of its own.
  const own = staff(`staff.value.${field}.${text}`);
  if (own) return own;
  const labels = optionLabelsOf(field);
  if (labels) return site(`${labels}.${text}`) ?? text;
  if (typeof value === 'boolean') return staff(value ? 'staff.value.yes' : 'staff.value.no') ?? text;
  return text;
}
