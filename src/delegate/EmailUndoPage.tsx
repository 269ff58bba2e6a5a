import './delegate.css';

import { delegatePaths } from '../../core/paths/delegatePaths';
import { useText } from '../i18n/useText';
import { undoEmailChange } from './delegateApi';
import DelegateTexts from './DelegateTexts';
import { usePressedLink } from './usePressedLink';

/**
 * Route '/undo-email/<token>': the address a confirmed change replaced takes the registration back, on a button press,
 * never on load, so a mail scanner that opens every link undoes nothing.
 */
function EmailUndo() {
  const text = useText();
  const { busy, outcome: pressed, outcomeRef, press } = usePressedLink(delegatePaths.emailUndo, undoEmailChange);
  const outcome = pressed && (pressed.state === 'done' ? 'undone' : pressed.state);

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
          <button type="button" className="button" disabled={busy} onClick={() => void press()}>
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
