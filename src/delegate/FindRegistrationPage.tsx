import './delegate.css';

import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import { emailAddressProblem } from '../../core/rules/email';
import { refusalMessage } from '../api/keyedRefusal';
import { useText } from '../i18n/useText';
import { requestDelegateLink } from './delegateApi';
import DelegateTextField from './DelegateTextField';
import DelegateTexts from './DelegateTexts';

type Answer = { kind: 'status' | 'alert'; text: string; count: number };

/**
 * Route '/find-registration': e-mails the link of the registration with the address typed. The answer is the same
 * sentence whether or not there is one (the server's), so the page tells nobody who registered.
 */
function FindRegistration() {
  const id = useId();
  const text = useText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer>();
  const answerRef = useRef<HTMLParagraphElement>(null);
  const inputId = `${id}-email`;

  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const problem = emailAddressProblem(address);
    if (problem) {
      setError(text(problem));
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    const result = await requestDelegateLink(address);
    setBusy(false);
    const count = (answer?.count ?? 0) + 1;
    if (result.ok) {
      setAnswer({ kind: 'status', text: refusalMessage(result.value, text) ?? text('find.intro'), count });
    } else {
      // 429 (asked too often) and any other refusal: the server's sentence when it gave one.
      setAnswer({ kind: 'alert', text: refusalMessage(result, text) ?? text('find.failed'), count });
    }
  };

  return (
    <main className="page delegate-page" id="main">
      <h1>{text('find.title')}</h1>
      <p>{text('find.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DelegateTextField
          id={inputId}
          label={text('find.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errors={error ? [error] : []}
        />
        <button type="submit" className="button" disabled={busy}>
          {text('find.submit')}
        </button>
      </form>
      {answer && (
        <p
          key={answer.count}
          role={answer.kind}
          tabIndex={-1}
          ref={answerRef}
          className={answer.kind === 'status' ? 'notice notice--success' : 'notice notice--error'}
        >
          {answer.text}
        </p>
      )}
    </main>
  );
}

/** The page with its own texts, loaded with it (src/delegate/delegateCatalogue.ts). */
export default function FindRegistrationPage() {
  return (
    <DelegateTexts>
      <FindRegistration />
    </DelegateTexts>
  );
}
