import { useIntl } from 'react-intl';

import { useText } from '../i18n/useText';
import type { DelegateView } from './delegateApi';

/** What happened to the registration and which e-mails it was sent, oldest first. */
export default function DelegateHistory({ view }: { view: DelegateView }) {
  const t = useText();
  const { formatDate } = useIntl();
  const when = (at: string) => formatDate(new Date(at), { dateStyle: 'medium', timeStyle: 'short' });
  const eventText = (name: string) => {
    const key = `delegate.history.${name}`;
    const text = t(key);
    return text === key ? name : text;
  };
  return (
    <section aria-labelledby="delegate-history">
      <h2 id="delegate-history">{t('delegate.history.title')}</h2>
      <table className="delegate-page__history">
        <caption>{t('delegate.history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('delegate.history.at')}</th>
            <th scope="col">{t('delegate.history.what')}</th>
            <th scope="col">{t('delegate.history.who')}</th>
          </tr>
        </thead>
        <tbody>
          {view.history.map((entry, index) => (
            <tr key={index}>
              <td>{when(entry.at)}</td>
              <td>{eventText(entry.event)}</td>
              <td>{t(`delegate.actor.${entry.actor}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('delegate.messages.title')}</h3>
      <ul>
        {view.messages.map((message, index) => (
          <li key={index}>
            {t('delegate.messages.entry', {
              kind: eventText(message.kind),
              at: when(message.at),
              status: t(`delegate.messages.status.${message.status}`),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
