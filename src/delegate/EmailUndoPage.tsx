import './delegate.css';

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { delegatePaths, tokenInPath } from '../../core/paths/delegatePaths';
import { useText } from '../i18n/useText';
import { undoEmailChange } from './delegateApi';
import DelegateTexts from './DelegateTexts';

type Outcome = 'undone' | 'invalid' | 'failed';

/**
 * Route '/undo-email/<token>': the address a confirmed change replaced takes the registration back, on a button press,
 * never on load, so a mail scanner that opens every link undoes nothing.
 */
function EmailUndo() {
  const text = useText();
  const { pathname } = useLocation();
  const token = tokenInPath(pathname, delegatePaths.emailUndo);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const undo = async () => {
    if (token === undefined) {
      setOutcome('invalid');
      return;
    }
    setBusy(true);
    const result = await undoEmailChange(token);
    setBusy(false);
    // No answer at all is the connection; any refusal means this link will not work, however often it is pressed.
    setOutcome(result.ok ? 'undone' : result.status === 0 ? 'failed' : 'invalid');
  };

  return (
    <main className="page delegate-page" id="main">
      <h1>{text('emailUndo.title')}</h1>
      {outcome === 'undone' || outcome === 'invalid' ? (
        <div
          role={outcome === 'undone' ? 'status' : 'alert'}
          tabIndex={-1}
          ref={outcomeRef}
          className={`notice ${outcome === 'undone' ? 'notice--success' : 'notice--error'}`}
        >
          <p>{text(outcome === 'undone' ? 'emailUndo.done' : 'emailUndo.invalid')}</p>
        </div>
      ) : (
        <>
          <p>{text('emailUndo.intro')}</p>
          {outcome === 'failed' && (
            <p role="alert" tabIndex={-1} ref={outcomeRef} className="notice notice--error">
              {text('emailUndo.failed')}
            </p>
          )}
          <button type="button" className="button" disabled={busy} onClick={() => void undo()}>
            {text('emailUndo.submit')}
          </button>
        </>
      )}
    </main>
  );
}

/** The page with its own texts, loaded with it (src/delegate/delegateCatalogue.ts). */
export default function EmailUndoPage() {
  return (
    <DelegateTexts>
      <EmailUndo />
    </DelegateTexts>
  );
}
