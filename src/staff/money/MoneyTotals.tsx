import { moneyFigureNames, type MoneyTotals as Totals } from '../../../core/rules/money';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';
import { figureKeys } from './moneyTexts';

/** The list's money over the matching registrations: expected, received, refunds due and paid, fees kept. */
export default function MoneyTotals({ totals }: { totals: Totals }) {
  const t = useStaffText();
  const { amounts } = useStaffFormat();
  return (
    <section aria-labelledby="staff-money-totals-heading" className="staff-money">
      <h2 id="staff-money-totals-heading">{t('staff.money.heading')}</h2>
      <dl>
        {moneyFigureNames.map((name) => (
          <div key={name}>
            <dt>{t(figureKeys[name])}</dt>
            <dd>{amounts(totals[name])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
