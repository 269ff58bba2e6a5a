import { meetings } from '../../core/model/meetings';
import { event } from '../../core/model/schemaData';
import { erasureDay } from '../../core/rules/retention';
import { config } from '../config';
import { useText } from '../i18n/useText';
import { delegateApiPath } from './delegateApi';
import { useDelegateFormat } from './useDelegateFormat';

/** Everything the service holds about the delegate, to download (the privacy text promises access), and when it goes. */
export default function DelegatePersonalData({ token }: { token: string }) {
  const text = useText();
  const format = useDelegateFormat();
  const base = `${config.apiBaseUrl}${delegateApiPath(token)}`;
  return (
    <section aria-labelledby="delegate-personal-data">
      <h2 id="delegate-personal-data">{text('delegate.personalData.heading')}</h2>
      <p>{text('delegate.personalData.intro', { day: format.day(erasureDay(event, meetings)) })}</p>
      <ul>
        <li>
          <a href={`${base}/personal-data.json`} download>
            {text('delegate.personalData.json')}
          </a>
        </li>
        <li>
          <a href={`${base}/personal-data.pdf`} download>
            {text('delegate.personalData.pdf')}
          </a>
        </li>
      </ul>
    </section>
  );
}
