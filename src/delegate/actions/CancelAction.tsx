import { useCallback, useState } from 'react';

import { useText } from '../../i18n/useText';
import type { ActionsView } from './delegateActionsApi';
import { useAction } from './useAction';

/** Money as the form writes it ('USD 1,000'; cents only when there are any). */
function money(t: ReturnType<typeof useText>, amount: number, currency: string): string {
  const price = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return currency === 'USD' ? t('fees.price', { price }) : `${currency} ${price}`;
}

/** Cancel, showing first the refund a cancellation today gives, with a confirmation step. */
export default function CancelAction({
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
  const [done, setDone] = useState(false);
  const cancel = useAction(
    token,
    'cancel',
    useCallback(() => {
      setDone(true);
      onChanged();
    }, [onChanged]),
  );
  const refund = view.refundIfCancelledNow;
  const values = {
    amountPaid: money(t, refund.amountPaid, refund.currency),
    refundAmount: money(t, refund.amount, refund.currency),
    refundPercent: refund.percent,
  };
  const refundText =
    refund.amountPaid === 0
      ? t('delegateAction.cancel.unpaid')
      : refund.percent > 0
        ? t('delegateAction.cancel.refundPartial', values)
        : t('delegateAction.cancel.refundNone', values);
  if (!view.canCancel && !done) return null;
  return (
    <section aria-labelledby="delegate-action-cancel">
      <h3 id="delegate-action-cancel">{t('delegateAction.cancel.legend')}</h3>
      {done ? (
        <p role="status">{t('delegateAction.cancel.done')}</p>
      ) : (
        <>
          <p>{refundText}</p>
          {!confirming ? (
            <button type="button" onClick={() => setConfirming(true)}>
              {t('delegateAction.cancel.button')}
            </button>
          ) : (
            <div role="group" aria-labelledby="delegate-action-cancel-confirm">
              <p id="delegate-action-cancel-confirm">{t('delegateAction.cancel.confirm')}</p>
              <button type="button" disabled={cancel.busy} onClick={() => void cancel.run()}>
                {cancel.busy ? t('delegateAction.working') : t('delegateAction.cancel.confirmButton')}
              </button>{' '}
              <button type="button" onClick={() => setConfirming(false)}>
                {t('delegateAction.back')}
              </button>
            </div>
          )}
        </>
      )}
      {cancel.refusal?.code && <p role="alert">{t(cancel.refusal.code)}</p>}
    </section>
  );
}
