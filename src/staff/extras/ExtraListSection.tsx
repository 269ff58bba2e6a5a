import { useIntl } from 'react-intl';

import type { Extra } from '../../../core/model/extras';
import { event } from '../../../core/model/schemaData';
import { listHref } from '../listHref';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';

/** An extra's guest list (the dinner's, for the caterer) to download as PDF and CSV. */
export default function ExtraListSection({ extra }: { extra: Extra }) {
  const t = useStaffText();
  const { locale } = useIntl();
  const texts = `staff.lists.extra.${extra.id}`;
  const { day } = useStaffFormat(`${texts}.intro`);
  const headingId = `lists-extra-${extra.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`${texts}.heading`)}</h2>
      <p>{t(`${texts}.intro`, { [extra.day]: day(event.dates[extra.day] ?? '') })}</p>
      <ul>
        {(['pdf', 'csv'] as const).map((format) => (
          <li key={format}>
            <a href={listHref(extra.id, format, locale)} download={`${extra.id}.${format}`}>
              {t(`${texts}.${format}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
