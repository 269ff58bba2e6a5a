import type { HistoryEntry } from './types';
import { useStaffFormat } from './useStaffFormat';
import { useStaffText } from './useStaffText';

/** What happened to a registration, oldest first: when, what, who, and the details kept with it. */
export default function RegistrationHistory({ history }: { history: HistoryEntry[] }) {
  const t = useStaffText();
  const { instant } = useStaffFormat();
  return (
    <table className="staff-table">
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
        {history.map((entry) => (
          <tr key={entry.id}>
            <td>{instant(entry.at)}</td>
            <td>{entry.event}</td>
            <td>{entry.actor}</td>
            <td>{t(`staff.state.${entry.stateAfter}`)}</td>
            <td>
              {Object.entries(entry.details)
                .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
                .join('; ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
