import './delegate.css';

import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';

import { delegatePagePath, delegatePaths, tokenInPath } from '../../core/paths/delegatePaths';
import { useText } from '../i18n/useText';
import { confirmEmail } from './delegateApi';
import DelegateTexts from './DelegateTexts';

type Outcome = { state: 'confirmed'; token: string } | { state: 'invalid' } | { state: 'failed' };

/**
 * Route '/confirm-email/<token>': confirms a new e-mail address on a button press, never on load, so a mail scanner
 * that opens every link does not confirm an address for its owner.
 */
function EmailConfirmation() {
  const text = useText();
  const { pathname } = useLocation();
  const token = tokenInPath(pathname, delegatePaths.emailConfirmation);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const confirm = async () => {
    if (token === undefined) {
      setOutcome({ state: 'invalid' });
      return;
    }
    setBusy(true);
    const result = await confirmEmail(token);
    setBusy(false);
    if (result.ok && typeof result.value.token === 'string' && result.value.token !== '') {
      setOutcome({ state: 'confirmed', token: result.value.token });
    } else setOutcome({ state: !result.ok && result.status === 0 ? 'failed' : 'invalid' });
  };

  return (
    <main className="page delegate-page" id="main">
      <h1>{text('emailConfirm.title')}</h1>
      {outcome?.state === 'confirmed' ? (
        <div role="status" tabIndex={-1} ref={outcomeRef} className="notice notice--success">
          <p>{text('emailConfirm.done')}</p>
          <p>
            <Link to={delegatePagePath(outcome.token)}>{text('emailConfirm.open')}</Link>
          </p>
        </div>
      ) : outcome?.state === 'invalid' ? (
        <div role="alert" tabIndex={-1} ref={outcomeRef} className="notice notice--error">
          <p>{text('emailConfirm.invalid')}</p>
        </div>
      ) : (
        <>
          <p>{text('emailConfirm.intro')}</p>
          {outcome?.state === 'failed' && (
            <p role="alert" tabIndex={-1} ref={outcomeRef} className="notice notice--error">
              {text('emailConfirm.failed')}
            </p>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
            {text('emailConfirm.submit')}
          </button>
        </>
      )}
    </main>
  );
}

/** The page with its own texts, loaded with it (src/delegate/delegateCatalogue.ts). */
export default function EmailConfirmationPage() {
  return (
    <DelegateTexts>
      <EmailConfirmation />
    </DelegateTexts>
  );
}
