import type { ListCounts as Counts } from '../../core/api/staffTypes';
import { useStaffText } from './useStaffText';
import { useValueTexts } from './useValueTexts';

function Breakdown({ entries, label }: { entries: Record<string, number>; label: (key: string) => string }) {
  const items = Object.entries(entries);
  if (items.length === 0) return null;
  return (
    <ul>
      {items.map(([key, count]) => (
        <li key={key}>
          {label(key)}: {count}
        </li>
      ))}
    </ul>
  );
}

/** The figures over the matching registrations: by state, by fee category, dinner guests and their diets (money: money/MoneyTotals). */
export default function ListCounts({ counts }: { counts: Counts }) {
  const t = useStaffText();
  const values = useValueTexts();
  return (
    <section aria-labelledby="staff-counts-heading" className="staff-counts">
      <h2 id="staff-counts-heading">{t('staff.counts.heading')}</h2>
      <dl>
        <div>
          <dt>{t('staff.counts.byState')}</dt>
          <dd>
            <Breakdown entries={counts.byState} label={(state) => values.field('state', state, {})} />
          </dd>
        </div>
        <div>
          <dt>{t('staff.counts.byFeeCategory')}</dt>
          <dd>
            <Breakdown entries={counts.byFeeCategory} label={values.feeCategory} />
          </dd>
        </div>
        <div>
          <dt>{t('staff.counts.dinnerGuests')}</dt>
          <dd>
            {counts.dinnerGuests}
            <Breakdown entries={counts.dietary} label={(diet) => values.field('dietaryPreference', diet, {})} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
