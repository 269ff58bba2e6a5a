import { historyDetailLines } from './historyDetails';
import type { HistoryEntry } from './types';
import { useStaffText } from './useStaffText';
import { useValueTexts } from './useValueTexts';
import { humanised } from './valueTexts';

/** What happened to a registration, oldest first: when, what, who, and the details kept with it, all in words. */
export default function RegistrationHistory({
  history,
  fieldLabel,
}: {
  history: HistoryEntry[];
  fieldLabel: (field: string) => string;
}) {
  const t = useStaffText();
  const values = useValueTexts();
  const { staff, format } = values;
  // Who did it: a member of staff by e-mail address, the delegate, the card provider or the clock in words.
  const actor = (who: string) => {
    if (who.startsWith('staff ')) return who.slice('staff '.length);
    if (who.startsWith('card provider'))
      return staff('staff.actor.cardProvider', { provider: humanised(who.slice('card provider'.length)) }) ?? who;
    return staff(`staff.actor.${who}`) ?? humanised(who);
  };
  return (
    <table className="data-table data-table--cards">
      <caption>{t('staff.history.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('staff.history.at')}</th>
          <th scope="col">{t('staff.history.event')}</th>
          <th scope="col">{t('staff.history.actor')}</th>
          <th scope="col">{t('staff.history.state')}</th>
          <th scope="col">{t('staff.history.details')}</th>
        </tr>
      </thead>
      <tbody>
        {history.map((entry) => {
          const lines = historyDetailLines(entry.details, { staff, fieldLabel, format });
          return (
            <tr key={entry.id}>
              <td data-label={t('staff.history.at')}>{format.instant(entry.at)}</td>
              <td data-label={t('staff.history.event')}>
                {staff(`staff.event.${entry.event}`) ?? humanised(entry.event)}
              </td>
              <td data-label={t('staff.history.actor')}>{actor(entry.actor)}</td>
              <td data-label={t('staff.history.state')}>{values.field('state', entry.stateAfter, {})}</td>
              <td data-label={t('staff.history.details')}>
                {lines.length > 0 && (
                  <ul className="staff-details">
                    {lines.map((line, index) => (
                      <li key={index}>
                        {line.label}: {line.value}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
