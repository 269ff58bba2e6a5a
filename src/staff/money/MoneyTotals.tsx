import './money.css';

import { Fragment } from 'react';

import { moneyFigureNames, type MoneyTotals as Totals } from '../../../core/rules/money';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';
import { figureKeys } from './moneyTexts';

/** The list's money over the matching registrations: expected, received, refunds due and paid, fees kept. */
export default function MoneyTotals({ totals }: { totals: Totals }) {
  const t = useStaffText();
  const { amount } = useStaffFormat();
  /** Each currency's sum whole; a line may break between them. */
  const sums = (byCurrency: Totals[keyof Totals]) => {
    const entries = Object.entries(byCurrency);
    if (entries.length === 0) return '0';
    return entries.map(([currency, value], index) => (
      <Fragment key={currency}>
        {index > 0 && ' + '}
        <span className="staff-figures__amount">{amount(currency, value)}</span>
      </Fragment>
    ));
  };
  return (
    <section aria-labelledby="staff-money-totals-heading" className="staff-money">
      <h2 id="staff-money-totals-heading">{t('staff.money.heading')}</h2>
      <dl className="staff-figures">
        {moneyFigureNames.map((name) => (
          <div key={name}>
            <dt>{t(figureKeys[name])}</dt>
            <dd className="staff-figures__sums">{sums(totals[name])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
