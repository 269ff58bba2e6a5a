import { useText } from '../i18n/useText';
import CancelAction from './CancelAction';
import type { DelegateActionProps } from './delegateActionProps';
import DetailsAction from './DetailsAction';
import DinnerAction from './DinnerAction';
import EmailAction from './EmailAction';
import PayAction from './PayAction';
import SwitchToBankAction from './SwitchToBankAction';

export interface DelegateActionsProps extends DelegateActionProps {
  /** Pay and Switch to bank transfer are already offered by the cancelled-checkout notice. */
  paymentOffered: boolean;
}

/** What the delegate may do now: each action only when the view allows it. */
export default function DelegateActions({ paymentOffered, ...props }: DelegateActionsProps) {
  const text = useText();
  const { can } = props.view;
  const any = Object.values(can).some(Boolean);
  if (!any) return null;
  return (
    <section aria-labelledby="delegate-actions" className="delegate-actions">
      <h2 id="delegate-actions">{text('delegate.actions.heading')}</h2>
      {can.pay && !paymentOffered && <PayAction token={props.token} view={props.view} />}
      {can.switchToBank && !paymentOffered && <SwitchToBankAction {...props} />}
      {/* Keyed by the view's dinner, so a new view starts the form from what is stored. */}
      {can.changeDinner && (
        <DinnerAction key={`${props.view.dinner.join}-${props.view.dinner.dietaryPreference}`} {...props} />
      )}
      {can.correctDetails && (
        <DetailsAction key={props.view.fields.map((field) => field.value).join('\u0000')} {...props} />
      )}
      {can.changeEmail && <EmailAction {...props} />}
      {can.cancel && <CancelAction {...props} />}
    </section>
  );
}
