import { useIntl } from 'react-intl';

import { textInLanguage } from '../../core/i18n/textInLanguage';
import { extras } from '../../core/model/extras';
import { dateLines } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import { useText } from '../i18n/useText';

/** Where and when: the venue of schemas/event.json in the page's language, the meetings' dates and the extras' days. */
export default function DelegateVenue() {
  const text = useText();
  const locale = useIntl().locale;
  const { name, address } = event.venue;
  return (
    <section aria-labelledby="delegate-venue">
      <h2 id="delegate-venue">{text('delegate.venue.heading')}</h2>
      <address className="delegate-venue">
        <strong>{textInLanguage(name, locale)}</strong>
        <br />
        {textInLanguage(address, locale)}
      </address>
      <ul>
        {dateLines.map((key) => (
          <li key={key}>{text(key)}</li>
        ))}
        {extras.map((extra) => (
          <li key={extra.id}>{text(`delegate.venue.extra.${extra.id}`)}</li>
        ))}
      </ul>
    </section>
  );
}
