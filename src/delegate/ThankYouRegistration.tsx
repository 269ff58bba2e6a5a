import './delegate.css';

import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import type { DelegateView } from '../../core/api/delegateTypes';
import { delegatePagePath } from '../../core/paths/delegatePaths';
import { useText } from '../i18n/useText';
import { loadDelegateView } from './delegateApi';
import DelegateTexts from './DelegateTexts';
import { useDelegateFormat } from './useDelegateFormat';

/**
 * On the thank-you page (either payment method): the new registration's reference and amount, read from its personal
 * link, and that link to keep. Shows nothing while the view loads or when the token is not one of ours.
 */
function RegistrationOnThanks({ token }: { token: string }) {
  const text = useText();
  const format = useDelegateFormat();
  const [view, setView] = useState<DelegateView>();

  useEffect(() => {
    let current = true;
    void loadDelegateView(token).then((result) => {
      if (current && result.ok) setView(result.value);
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (!view) return null;
  return (
    <section className="thank-message__registration" aria-label={text('delegate.thanks.link')}>
      <dl className="delegate-facts">
        <div>
          <dt>{text('delegate.reference')}</dt>
          <dd>{view.reference}</dd>
        </div>
        <div>
          <dt>{text('delegate.amount')}</dt>
          <dd>{format.money(view.fee)}</dd>
        </div>
      </dl>
      <p>
        <Link to={delegatePagePath(token)}>{text('delegate.thanks.link')}</Link>
      </p>
      <p>{text('delegate.thanks.linkHint')}</p>
    </section>
  );
}

/** The summary with its own texts, loaded with it (src/delegate/delegateCatalogue.ts). */
export default function ThankYouRegistration({ token }: { token: string }) {
  return (
    <DelegateTexts>
      <RegistrationOnThanks token={token} />
    </DelegateTexts>
  );
}
