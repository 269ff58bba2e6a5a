import { type FormEvent, useId, useState } from 'react';

import { emailAddressProblem } from '../../core/rules/email';
import { useText } from '../i18n/useText';
import ActionAlert from './ActionAlert';
import type { DelegateActionProps } from './delegateActionProps';
import { loadDelegateView, requestEmailChange } from './delegateApi';
import DelegateTextField from './DelegateTextField';
import { useFirstErrorFocus } from './useFirstErrorFocus';
import { useViewAction } from './useViewAction';

const emailKey = 'email';

/**
 * Change the e-mail address: the server sends a confirmation link to the new address, and the address changes only
 * when its owner opens it. Until then the page shows the address waiting for confirmation.
 */
export default function EmailAction({ token, view, onDone }: DelegateActionProps) {
  const id = useId();
  const text = useText();
  const action = useViewAction();
  const [email, setEmail] = useState('');
  const inputId = `${id}-email`;
  useFirstErrorFocus(action.refusal, [emailKey], () => inputId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    // The form's own rule and messages (core/rules/email.ts), before anything is sent.
    const problem = emailAddressProblem(address);
    if (problem) {
      action.refuse({ [emailKey]: [text(problem)] });
      return;
    }
    const sent = await action.run(() => requestEmailChange(token, address), [emailKey]);
    if (!sent) return;
    setEmail('');
    // The view now names the address waiting for confirmation; if it cannot be read again, the page says it itself.
    const reloaded = await loadDelegateView(token);
    onDone(
      reloaded.ok ? reloaded.value : { ...view, pendingEmail: address },
      text('delegate.emailForm.sent', { address }),
    );
  };

  return (
    <section className="delegate-action" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{text('delegate.emailForm.heading')}</h3>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DelegateTextField
          id={inputId}
          label={text('delegate.emailForm.label')}
          hint={text('delegate.emailForm.hint')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errors={action.refusal?.errors[emailKey]}
        />
        <ActionAlert refusal={action.refusal} />
        <button type="submit" className="button" disabled={action.busy}>
          {text('delegate.emailForm.submit')}
        </button>
      </form>
    </section>
  );
}
