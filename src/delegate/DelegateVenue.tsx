import { useIntl } from 'react-intl';

import type { Locale } from '../../core/i18n/locales';
import { dateLines } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import { useText } from '../i18n/useText';

/** Where and when: the venue of schemas/event.json in the page's language, and the meetings' dates. */
export default function DelegateVenue() {
  const text = useText();
  const locale = useIntl().locale as Locale;
  const { name, address } = event.venue;
  return (
    <section aria-labelledby="delegate-venue">
      <h2 id="delegate-venue">{text('delegate.venue.heading')}</h2>
      <address className="delegate-venue">
        <strong>{name[locale] || name.en}</strong>
        <br />
        {address[locale] || address.en}
      </address>
      <ul>
        {dateLines.map((key) => (
          <li key={key}>{text(key)}</li>
        ))}
        <li>{text('delegate.venue.dinner')}</li>
      </ul>
    </section>
  );
}
