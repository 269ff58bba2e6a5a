import { useText } from '../i18n/useText';
import ConfirmedAction from './ConfirmedAction';
import type { DelegateActionProps } from './delegateActionProps';
import { useDelegateFormat } from './useDelegateFormat';

/** Cancel the registration: the refund the rule gives today is said before anything else, then confirmed. */
export default function CancelAction(props: DelegateActionProps) {
  const text = useText();
  const format = useDelegateFormat();
  const refund = props.view.refundIfCancelledNow;
  const refundSentence =
    refund.amount > 0
      ? text('delegate.cancel.refund', { amount: format.money(refund), percent: refund.percent })
      : text('delegate.cancel.noRefund');

  return (
    <ConfirmedAction
      {...props}
      action="cancellation"
      heading={text('delegate.cancel.heading')}
      intro={<p>{refundSentence}</p>}
      triggerLabel={text('delegate.cancel.submit')}
      triggerClass="button button--danger"
      confirmHeading={text('delegate.cancel.confirmHeading', { reference: props.view.reference })}
      confirmLabel={text('delegate.cancel.confirm')}
      confirmBody={
        <>
          <p>{refundSentence}</p>
          <p>{text('delegate.cancel.confirmBody')}</p>
        </>
      }
      doneMessage={text('delegate.cancel.done')}
    />
  );
}
