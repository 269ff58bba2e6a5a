import { useId, useState } from 'react';

import { useText } from '../i18n/useText';
import { keepThankYouToken } from '../registration/thankYouToken';
import ActionAlert from './ActionAlert';
import type { DelegateActionProps } from './delegateActionProps';
import { openCheckout } from './delegateApi';
import { useDelegateFormat } from './useDelegateFormat';
import { useViewAction } from './useViewAction';

/** Pay by card now: a fresh checkout, then the browser goes to the card provider's page. */
export default function PayAction({ token, view }: Omit<DelegateActionProps, 'onDone'>) {
  const id = useId();
  const text = useText();
  const format = useDelegateFormat();
  const action = useViewAction();
  const [leaving, setLeaving] = useState(false);
  // What is still owed: the fee, or its balance after a short transfer.
  const amount = format.money(view.balanceDue ?? view.fee);

  const pay = async () => {
    const answer = await action.run(() => openCheckout(token));
    if (!answer || typeof answer.url !== 'string' || answer.url === '') return;
    // Stay busy: the page is being replaced and must not open a second checkout meanwhile.
    setLeaving(true);
    // The checkout's return addresses hold no token: the thank-you page and the cancel's way back find it in this tab.
    keepThankYouToken(token);
    window.location.assign(answer.url);
  };

  return (
    <section className="delegate-action" aria-labelledby={id}>
      <h3 id={id}>{text('delegate.pay.heading')}</h3>
      <p>{text('delegate.pay.intro', { amount })}</p>
      <ActionAlert refusal={action.refusal} />
      <button type="button" className="button" disabled={action.busy || leaving} onClick={() => void pay()}>
        {text('delegate.pay.submit', { amount })}
      </button>
      {leaving && <p role="status">{text('delegate.pay.leaving')}</p>}
    </section>
  );
}
