import { extras } from '../../core/model/extras';
import { useText } from '../i18n/useText';
import CancelAction from './CancelAction';
import type { DelegateActionProps } from './delegateActionProps';
import DetailsAction from './DetailsAction';
import EmailAction from './EmailAction';
import ExtraAction from './ExtraAction';
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
  const changeable = props.view.extras.flatMap((current) => {
    const extra = extras.find((item) => item.id === current.id);
    return extra && current.canChange ? [{ extra, current }] : [];
  });
  const any = Object.values(can).some(Boolean) || changeable.length > 0;
  if (!any) return null;
  return (
    <section aria-labelledby="delegate-actions" className="delegate-actions">
      <h2 id="delegate-actions">{text('delegate.actions.heading')}</h2>
      {can.pay && !paymentOffered && <PayAction token={props.token} view={props.view} />}
      {can.switchToBank && !paymentOffered && <SwitchToBankAction {...props} />}
      {/* Keyed by the stored answers, so a new view starts each form from what is stored. */}
      {changeable.map(({ extra, current }) => (
        <ExtraAction
          key={`${extra.id}-${current.answer}-${current.followUp}`}
          {...props}
          extra={extra}
          current={current}
        />
      ))}
      {can.correctDetails && (
        <DetailsAction key={props.view.fields.map((field) => field.value).join('\u0000')} {...props} />
      )}
      {can.changeEmail && <EmailAction {...props} />}
      {can.cancel && <CancelAction {...props} />}
    </section>
  );
}
