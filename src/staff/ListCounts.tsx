import type { ListCounts as Counts } from '../../core/api/staffTypes';
import { extras } from '../../core/model/extras';
import { formFieldTable } from '../../core/registration/formFieldTable';
import { useStaffFormat } from './useStaffFormat';
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

/** The figures over the matching registrations: by state, by fee category, the complimentary ones, each extra's guests and their follow-up answers (money: money/MoneyTotals). */
export default function ListCounts({ counts }: { counts: Counts }) {
  const t = useStaffText();
  const values = useValueTexts();
  const { amounts } = useStaffFormat('staff.counts.complimentaryWaived');
  const { complimentary } = counts;
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
          <dt>{t('staff.counts.complimentary')}</dt>
          <dd>
            {complimentary.count === 0
              ? 0
              : t('staff.counts.complimentaryWaived', {
                  count: complimentary.count,
                  amounts: amounts(complimentary.waived),
                })}
          </dd>
        </div>
        {extras.map((extra) => {
          const count = counts.extras[extra.id] ?? { guests: 0, followUps: {} };
          const followUpField = extra.followUp && formFieldTable.entry(extra.followUp)?.fields[0];
          return (
            <div key={extra.id}>
              <dt>{t(`staff.counts.guests.${extra.id}`)}</dt>
              <dd>
                {count.guests}
                {followUpField && (
                  <Breakdown entries={count.followUps} label={(answer) => values.field(followUpField, answer, {})} />
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
