import { useCallback, useState } from 'react';

import { useText } from '../../i18n/useText';
import type { ActionsView } from './delegateActionsApi';
import { useAction } from './useAction';

/** A new e-mail address: it takes effect once its owner opens the confirmation link sent to it. */
export default function EmailAction({ token, view }: { token: string; view: ActionsView }) {
  const t = useText();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | undefined>();
  const send = useAction(
    token,
    'email',
    useCallback((answer) => setSentTo(typeof answer.email === 'string' ? answer.email : undefined), []),
  );
  if (!view.canCorrect) return null;
  const error = send.refusal?.errorKeys?.email?.[0];
  return (
    <section aria-labelledby="delegate-action-email">
      <h3 id="delegate-action-email">{t('delegateAction.email.legend')}</h3>
      <form
        noValidate
        onSubmit={(submitted) => {
          submitted.preventDefault();
          setSentTo(undefined);
          void send.run({ email });
        }}
      >
        <label htmlFor="delegate-new-email">{t('delegateAction.email.label')}</label>
        <br />
        <input
          id="delegate-new-email"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'delegate-new-email-error' : undefined}
          onChange={(changed) => setEmail(changed.target.value)}
        />
        {error && <span id="delegate-new-email-error"> {t(error, { field: t('delegateAction.email.label') })}</span>}{' '}
        <button type="submit" disabled={send.busy}>
          {send.busy ? t('delegateAction.working') : t('delegateAction.email.send')}
        </button>
      </form>
      {sentTo && <p role="status">{t('delegateAction.email.sent', { email: sentTo })}</p>}
      {send.refusal?.code && !error && <p role="alert">{t(send.refusal.code)}</p>}
    </section>
  );
}
