import { useCallback, useEffect, useState } from 'react';

import { useText } from '../../i18n/useText';
import CancelAction from './CancelAction';
import { type ActionsView, loadActions } from './delegateActionsApi';
import DetailsAction from './DetailsAction';
import DinnerAction from './DinnerAction';
import EmailAction from './EmailAction';
import PaymentActions from './PaymentActions';

/**
 * What the delegate can do on their own page: pay, switch to bank transfer, change the dinner, correct details,
 * change the e-mail address, cancel. `onChanged` lets the page read the registration again after an action.
 */
export default function DelegateActions({ token, onChanged }: { token: string; onChanged?: () => void }) {
  const t = useText();
  const [view, setView] = useState<ActionsView | undefined>();
  const reload = useCallback(() => {
    loadActions(token).then(setView, () => setView(undefined));
  }, [token]);
  useEffect(reload, [reload]);
  const changed = useCallback(() => {
    reload();
    onChanged?.();
  }, [reload, onChanged]);
  if (!view) return null;
  return (
    <section aria-labelledby="delegate-actions" className="delegate-actions">
      <h2 id="delegate-actions">{t('delegateAction.heading')}</h2>
      <PaymentActions token={token} view={view} onChanged={changed} />
      <DinnerAction token={token} view={view} onChanged={changed} />
      <DetailsAction token={token} view={view} onChanged={changed} />
      <EmailAction token={token} view={view} />
      <CancelAction token={token} view={view} onChanged={changed} />
    </section>
  );
}
