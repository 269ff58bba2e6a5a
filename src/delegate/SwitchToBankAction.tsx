import { useText } from '../i18n/useText';
import ConfirmedAction from './ConfirmedAction';
import type { DelegateActionProps } from './delegateActionProps';
import { useDelegateFormat } from './useDelegateFormat';

/** Pay by bank transfer instead: an invoice is issued, so it is confirmed first. */
export default function SwitchToBankAction(props: DelegateActionProps) {
  const text = useText();
  const format = useDelegateFormat();

  return (
    <ConfirmedAction
      {...props}
      action="bank-transfer"
      heading={text('delegate.bank.heading')}
      intro={<p>{text('delegate.bank.intro', { amount: format.money(props.view.fee) })}</p>}
      triggerLabel={text('delegate.bank.submit')}
      triggerClass="button button--secondary"
      confirmHeading={text('delegate.bank.confirmHeading')}
      confirmLabel={text('delegate.bank.confirm')}
      confirmBody={<p>{text('delegate.bank.confirmBody')}</p>}
      doneMessage={text('delegate.bank.done')}
    />
  );
}
