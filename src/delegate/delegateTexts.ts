/** How the delegate's page writes fee categories and stored values in the page's language. */
import type { Translate } from '../i18n/useText';
import { fees } from '../model/schemaData';

/** The fee category as the form's grid names it: row, column and period. */
export function feeCategoryText(t: Translate, code: string): string {
  const option = fees.options.find((candidate) => candidate.value === code);
  if (!option) return code;
  const row = fees.rows.find((candidate) => candidate.id === option.row);
  const column = fees.columns.find((candidate) => candidate.id === option.column);
  const period = fees.periods.find((candidate) => candidate.id === option.period);
  return [row?.label, column?.label, period?.legend]
    .filter((key): key is string => key !== undefined)
    .map((key) => t(key))
    .join(' - ');
}

/** A stored value in words where the form offered words for it; anything typed shows as typed. */
export function storedValueText(t: Translate, key: string, value: string): string {
  if (key === 'fee_category') return feeCategoryText(t, value);
  if (key === 'payment_method' && (value === 'online' || value === 'bank')) return t(`delegate.method.${value}`);
  if (value === 'Yes') return t('delegate.value.yes');
  if (value === 'No') return t('delegate.value.no');
  return value;
}
