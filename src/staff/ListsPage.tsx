import { useIntl } from 'react-intl';

import { meetings } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import CertificatesSection from './CertificatesSection';
import { useStaffFormat } from './useStaffFormat';
import { useStaffText } from './useStaffText';

/** The lists' addresses in the console's language (their headings, yes/no and dates are written in it). */
function listHref(list: string, format: 'pdf' | 'csv', language: string, meeting?: string): string {
  const query = new URLSearchParams({ lang: language, ...(meeting ? { meeting } : {}) });
  return `/staff/api/lists/${list}.${format}?${query.toString()}`;
}

/** Route '/staff/lists': the dinner list and each meeting's attendance list to download, and the certificates. */
export default function ListsPage() {
  const t = useStaffText();
  const { locale } = useIntl();
  const { day } = useStaffFormat('staff.lists.dinner.intro');
  return (
    <>
      <h1>{t('staff.lists.heading')}</h1>
      <section aria-labelledby="lists-dinner">
        <h2 id="lists-dinner">{t('staff.lists.dinner.heading')}</h2>
        <p>{t('staff.lists.dinner.intro', { seminarDinner: day(event.dates.seminarDinner) })}</p>
        <ul>
          <li>
            <a href={listHref('dinner', 'pdf', locale)} download="dinner.pdf">
              {t('staff.lists.dinner.pdf')}
            </a>
          </li>
          <li>
            <a href={listHref('dinner', 'csv', locale)} download="dinner.csv">
              {t('staff.lists.dinner.csv')}
            </a>
          </li>
        </ul>
      </section>
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
      <CertificatesSection />
    </>
  );
}
