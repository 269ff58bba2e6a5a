import './delegate.css';

import { Link } from 'react-router-dom';

import { delegatePagePath, delegatePaths } from '../../core/paths/delegatePaths';
import { useText } from '../i18n/useText';
import { confirmEmail } from './delegateApi';
import DelegateTexts from './DelegateTexts';
import { usePressedLink } from './usePressedLink';

/**
 * Route '/confirm-email/<token>': confirms a new e-mail address on a button press, never on load, so a mail scanner
 * that opens every link does not confirm an address for its owner.
 */
function EmailConfirmation() {
  const text = useText();
  const { busy, outcome, outcomeRef, press } = usePressedLink(
    delegatePaths.emailConfirmation,
    confirmEmail,
    (value) => typeof value.token === 'string' && value.token !== '',
  );

  return (
    <main className="page delegate-page" id="main">
      <h1>{text('emailConfirm.title')}</h1>
      {outcome?.state === 'done' ? (
        <div role="status" tabIndex={-1} ref={outcomeRef} className="notice notice--success">
          <p>{text('emailConfirm.done')}</p>
          <p>
            <Link to={delegatePagePath(outcome.value.token)}>{text('emailConfirm.open')}</Link>
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
          <button type="button" className="button" disabled={busy} onClick={() => void press()}>
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
