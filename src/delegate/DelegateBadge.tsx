import type { DelegateView } from '../../core/api/delegateTypes';
import { config } from '../config';
import { useText } from '../i18n/useText';
import { delegateApiPath } from './delegateApi';

/**
 * The badge code of a paid registration: the QR image staff scan at the door, with the reference under it (what staff
 * type when a phone's screen will not scan). The image comes from the personal link's own address, like the documents.
 */
export default function DelegateBadge({ token, badge }: { token: string; badge: NonNullable<DelegateView['badge']> }) {
  const text = useText();
  return (
    <section aria-labelledby="delegate-badge">
      <h2 id="delegate-badge">{text('delegate.badge.heading')}</h2>
      <p>{text('delegate.badge.intro')}</p>
      <figure className="delegate-badge">
        <img
          src={`${config.apiBaseUrl}${delegateApiPath(token)}/badge.png`}
          alt={text('delegate.badge.alt', { reference: badge.reference })}
          width={200}
          height={200}
        />
        <figcaption>{badge.reference}</figcaption>
      </figure>
    </section>
  );
}
