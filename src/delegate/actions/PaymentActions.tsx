import { useCallback, useState } from 'react';

import { useText } from '../../i18n/useText';
import type { ActionsView } from './delegateActionsApi';
import { useAction } from './useAction';

/** Pay by card now, or switch to bank transfer after a confirmation step (it cannot be undone here). */
export default function PaymentActions({
  token,
  view,
  onChanged,
}: {
  token: string;
  view: ActionsView;
  onChanged: () => void;
}) {
  const t = useText();
  const [confirming, setConfirming] = useState(false);
  const [switched, setSwitched] = useState(false);
  const pay = useAction(
    token,
    'pay',
    useCallback((answer) => {
      if (typeof answer.url === 'string') window.location.assign(answer.url);
    }, []),
  );
  const toBank = useAction(
    token,
    'switch-to-bank',
    useCallback(() => {
      setConfirming(false);
      setSwitched(true);
      onChanged();
    }, [onChanged]),
  );
  const refusal = pay.refusal ?? toBank.refusal;
  if (!view.canPay && !view.canSwitchToBank && !switched) return null;
  return (
    <section aria-labelledby="delegate-action-pay">
      <h3 id="delegate-action-pay">{t('delegateAction.pay.button')}</h3>
      {switched ? (
        <p role="status">{t('delegateAction.switch.done')}</p>
      ) : (
        <>
          <p>{t('delegateAction.pay.intro')}</p>
          {view.canPay && (
            <button type="button" disabled={pay.busy} onClick={() => void pay.run()}>
              {pay.busy ? t('delegateAction.working') : t('delegateAction.pay.button')}
            </button>
          )}{' '}
          {view.canSwitchToBank && !confirming && (
            <button type="button" onClick={() => setConfirming(true)}>
              {t('delegateAction.switch.button')}
            </button>
          )}
          {confirming && (
            <div role="group" aria-labelledby="delegate-action-switch-confirm">
              <p id="delegate-action-switch-confirm">{t('delegateAction.switch.confirm')}</p>
              <button type="button" disabled={toBank.busy} onClick={() => void toBank.run()}>
                {toBank.busy ? t('delegateAction.working') : t('delegateAction.switch.confirmButton')}
              </button>{' '}
              <button type="button" onClick={() => setConfirming(false)}>
                {t('delegateAction.back')}
              </button>
            </div>
          )}
        </>
      )}
      {refusal?.code && <p role="alert">{t(refusal.code)}</p>}
    </section>
  );
}
