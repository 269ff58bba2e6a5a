import type { HistoryEntry } from '../../core/api/staffTypes';
import { historyEventShown } from '../../core/lifecycle/historyEvent';
import CardTable from '../components/CardTable';
import { actorText } from './actorText';
import { historyDetailLines } from './historyDetails';
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
  const columns = [
    t('staff.history.at'),
    t('staff.history.event'),
    t('staff.history.actor'),
    t('staff.history.state'),
    t('staff.history.details'),
  ];
  return (
    <CardTable
      caption={t('staff.history.caption')}
      columns={columns}
      rows={history.map((entry) => {
        const lines = historyDetailLines(entry.details, { staff, fieldLabel, format });
        const event = historyEventShown(entry.event, entry.cause);
        return {
          key: String(entry.id),
          cells: [
            format.instant(entry.at),
            staff(`staff.event.${event}`) ?? humanised(event),
            actorText(entry.actor, staff),
            values.field('state', entry.stateAfter, {}),
            lines.length > 0 && (
              <ul className="staff-details">
                {lines.map((line, index) => (
                  <li key={index}>
                    {line.label}: {line.value}
                  </li>
                ))}
              </ul>
            ),
          ],
        };
      })}
    />
  );
}
