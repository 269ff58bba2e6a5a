import { useIntl } from 'react-intl';

import { extras } from '../../core/model/extras';
import { meetings } from '../../core/model/meetings';
import ExtraListSection from './extras/ExtraListSection';
import { listHref } from './listHref';
import { useStaffText } from './useStaffText';

/** Route '/staff/lists': each extra's list (the dinner's) and each meeting's attendance list to download. */
export default function ListsPage() {
  const t = useStaffText();
  const { locale } = useIntl();
  return (
    <>
      <h1>{t('staff.lists.heading')}</h1>
      {extras.map((extra) => (
        <ExtraListSection key={extra.id} extra={extra} />
      ))}
      <section aria-labelledby="lists-attendance">
        <h2 id="lists-attendance">{t('staff.lists.attendance.heading')}</h2>
        <p>{t('staff.lists.attendance.intro')}</p>
        <ul>
          {meetings.flatMap((meeting) =>
            (['pdf', 'csv'] as const).map((format) => (
              <li key={`${meeting.id}-${format}`}>
                <a
                  href={listHref('attendance', format, locale, meeting.id)}
                  download={`attendance-${meeting.id}.${format}`}
                >
                  {t(`staff.lists.attendance.${format}`, { meeting: t(meeting.label) })}
                </a>
              </li>
            )),
          )}
        </ul>
      </section>
    </>
  );
}
