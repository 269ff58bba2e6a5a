import { type FormEvent, useId, useState } from 'react';

import { refusalMessage } from '../api/keyedRefusal';
import { staffApi, StaffApiError, type StaffSession } from './staffApi';
import { useStaffText } from './useStaffText';

export interface SignInPageProps {
  /** The session ended (idle, signed out elsewhere): say so above the form. */
  ended: boolean;
  onSignedIn: (session: StaffSession) => void;
}

/** The sign-in form: Email, Password, Sign in; one neutral message when either is wrong. */
export default function SignInPage({ ended, onSignedIn }: SignInPageProps) {
  const t = useStaffText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      onSignedIn(await staffApi.signIn(email, password));
    } catch (caught) {
      setPassword('');
      if (caught instanceof StaffApiError && caught.status === 401) setError(t('staff.signIn.failed'));
      else if (caught instanceof StaffApiError && caught.status === 429 && refusalMessage(caught.body, t))
        setError(refusalMessage(caught.body, t)!);
      else setError(t('staff.error.unreachable'));
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <main className="staff-main staff-sign-in">
      <h1>{t('staff.signIn.heading')}</h1>
      {ended && <p>{t('staff.signIn.ended')}</p>}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('staff.signIn.email')}</label>
          <input
            className="input"
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            required
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('staff.signIn.password')}</label>
          <input
            className="input"
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            required
          />
        </div>
        <p id={errorId} role="alert" className="field__error">
          {error}
        </p>
        <button type="submit" className="button" disabled={busy}>
          {t('staff.signIn.submit')}
        </button>
      </form>
    </main>
  );
}
