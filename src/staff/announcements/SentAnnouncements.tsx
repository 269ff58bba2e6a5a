import type { SentAnnouncement } from '../../../core/api/announcementTypes';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';

/** The announcements sent, newest first, with how many each reached and what became of its e-mails. */
export default function SentAnnouncements({ announcements }: { announcements: readonly SentAnnouncement[] }) {
  const t = useStaffText();
  const format = useStaffFormat();
  if (announcements.length === 0) return <p>{t('staff.announcements.listEmpty')}</p>;
  const columns = ['subject', 'sentAt', 'sentBy', 'recipients', 'delivered', 'failed', 'languages'] as const;
  const label = (column: (typeof columns)[number]) => t(`staff.announcements.column.${column}`);
  return (
    <table className="data-table data-table--cards">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {label(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {announcements.map((announcement) => (
          <tr key={announcement.id}>
            <th scope="row" lang="en">
              {announcement.subject}
            </th>
            <td data-label={label('sentAt')}>{format.instant(announcement.sentAt)}</td>
            <td data-label={label('sentBy')}>{announcement.sentBy.replace(/^staff /, '')}</td>
            <td data-label={label('recipients')}>{announcement.recipients}</td>
            <td data-label={label('delivered')}>{announcement.delivered}</td>
            <td data-label={label('failed')}>{announcement.failed}</td>
            <td data-label={label('languages')}>{announcement.languages.join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
