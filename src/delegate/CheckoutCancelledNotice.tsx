import { useText } from '../i18n/useText';
import type { DelegateActionProps } from './delegateActionProps';
import PayAction from './PayAction';
import SwitchToBankAction from './SwitchToBankAction';

/**
 * Back from a cancelled card checkout: nothing was charged, and the two ways to pay are offered right there, before
 * anything else on the page.
 */
export default function CheckoutCancelledNotice(props: DelegateActionProps) {
  const text = useText();
  const { can } = props.view;
  return (
    <section className="notice delegate-checkout-cancelled" aria-labelledby="delegate-checkout-cancelled">
      {/* A heading of its own, so the actions' headings inside it follow the page's outline. */}
      <h2 id="delegate-checkout-cancelled">{text('delegate.checkoutCancelledHeading')}</h2>
      <p>{text('delegate.checkoutCancelled')}</p>
      {can.pay && <PayAction token={props.token} view={props.view} />}
      {can.switchToBank && <SwitchToBankAction {...props} />}
    </section>
  );
}
