import { type FormEvent, useState } from 'react';

import { registrationStates as states } from '../../core/lifecycle/registrationState';
import { fees } from '../../core/model/schemaData';
import { useStaffText } from './useStaffText';
import { useValueTexts } from './useValueTexts';

export interface ListFiltersProps {
  params: URLSearchParams;
  onApply: (next: Record<string, string>) => void;
  /** The button's words where the filters choose something other than the list (badges, certificates). */
  submitLabel?: string;
}

/** Search and filters; applied together by the Search button (or Enter), so the list is asked for once. */
export default function ListFilters({ params, onApply, submitLabel }: ListFiltersProps) {
  const t = useStaffText();
  const words = useValueTexts();
  const [values, setValues] = useState(() => ({
    q: params.get('q') ?? '',
    state: params.get('state') ?? '',
    paymentMethod: params.get('paymentMethod') ?? '',
    feePeriod: params.get('feePeriod') ?? '',
    feeColumn: params.get('feeColumn') ?? '',
  }));
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  const select = (name: keyof typeof values, label: string, options: [string, string][]) => (
    <div className="field">
      <label htmlFor={`staff-filter-${name}`}>{label}</label>
      <select className="input" id={`staff-filter-${name}`} value={values[name]} onChange={set(name)}>
        <option value="">{t('staff.filter.any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form role="search" onSubmit={submit} className="staff-filters">
      <div className="field">
        <label htmlFor="staff-filter-q">{t('staff.filter.search')}</label>
        <input
          className="input"
          id="staff-filter-q"
          type="search"
          value={values.q}
          onChange={set('q')}
          aria-describedby="staff-filter-q-hint"
        />
        <span id="staff-filter-q-hint" className="field__hint">
          {t('staff.filter.searchHint')}
        </span>
      </div>
      {select(
        'state',
        t('staff.filter.state'),
        states.map((state) => [state, t(`staff.state.${state}`)]),
      )}
      {select('paymentMethod', t('staff.filter.paymentMethod'), [
        ['bank', t('staff.paymentMethod.bank')],
        ['online', t('staff.paymentMethod.online')],
      ])}
      {select(
        'feePeriod',
        t('staff.filter.feePeriod'),
        fees.periods.map((period) => [period.id, words.feePeriod(period.id)]),
      )}
      {select(
        'feeColumn',
        t('staff.filter.feeColumn'),
        fees.columns.map((column) => [column.id, words.feeColumn(column.id)]),
      )}
      <button type="submit" className="button">
        {submitLabel ?? t('staff.filter.apply')}
      </button>
    </form>
  );
}
