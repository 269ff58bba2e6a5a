import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';

import { api } from '../api/client';
import { useText } from '../i18n/useText';
import { CSRF_COOKIE_PATH } from '../registration/submitRegistration';

/** The route that e-mails a registration's link again; it answers the same whether or not the address is registered. */
export const REGISTRATION_LINK_PATH = '/web/registration-link';

type Sending = 'idle' | 'sending' | 'sent' | 'invalid' | 'failed';

/** Route '/find-registration': "Find my registration" for a delegate who lost the e-mails. */
export default function FindRegistration() {
  const t = useText();
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState<Sending>('idle');

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
      setSending('invalid');
      return;
    }
    setSending('sending');
    try {
      await api.get(CSRF_COOKIE_PATH);
      await api.post(REGISTRATION_LINK_PATH, { email: email.trim() });
      setSending('sent');
    } catch {
      setSending('failed');
    }
  };

  const invalid = sending === 'invalid';
  return (
    <main className="page find-registration" id="main">
      <h1>{t('delegate.find.title')}</h1>
      <p>{t('delegate.find.intro')}</p>
      <form noValidate onSubmit={(submitted) => void submit(submitted)}>
        <label htmlFor={`${id}-email`}>{t('delegate.find.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(changed) => setEmail(changed.target.value)}
        />
        {invalid && (
          <p id={`${id}-error`} className="error-message">
            {t('delegate.find.invalid')}
          </p>
        )}
        <button type="submit" disabled={sending === 'sending'}>
          {t('delegate.find.submit')}
        </button>
      </form>
      <p role="status">{sending === 'sent' ? t('delegate.find.sent') : ''}</p>
      {sending === 'failed' && <p role="alert">{t('delegate.find.failed')}</p>}
      <p>
        <Link to="/">{t('thanks.back')}</Link>
      </p>
    </main>
  );
}
