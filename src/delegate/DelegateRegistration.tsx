import { useEffect, useRef } from 'react';

import { useText } from '../i18n/useText';
import CheckoutCancelledNotice from './CheckoutCancelledNotice';
import type { DelegateActionProps } from './delegateActionProps';
import DelegateActions from './DelegateActions';
import DelegateBadge from './DelegateBadge';
import DelegateCertificate from './DelegateCertificate';
import DelegateDocuments from './DelegateDocuments';
import DelegateFields from './DelegateFields';
import DelegateHistory from './DelegateHistory';
import DelegateMessages from './DelegateMessages';
import DelegatePersonalData from './DelegatePersonalData';
import DelegateSummary from './DelegateSummary';
import DelegateVenue from './DelegateVenue';
import DelegateVisaLetter from './visa/DelegateVisaLetter';

export interface DelegateRegistrationProps extends DelegateActionProps {
  /** What the last action did, and a count so the same sentence twice is announced twice. */
  status: { text: string; count: number } | undefined;
  checkoutCancelled: boolean;
}

/** The registration as its delegate sees it, with what they may do: the shown state of the page under /my/<token>. */
export default function DelegateRegistration({ status, checkoutCancelled, ...props }: DelegateRegistrationProps) {
  const text = useText();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const { view } = props;
  const paymentOffered = checkoutCancelled && (view.can.pay || view.can.switchToBank);

  // After an action the focus goes to what it did, so the next Tab continues from the top of the new view.
  useEffect(() => {
    if (status) statusRef.current?.focus();
  }, [status]);

  return (
    <main className="page delegate-page" id="main">
      <h1>{text('delegate.title')}</h1>
      <p
        role="status"
        className={status ? 'delegate-status notice notice--success' : 'delegate-status'}
        tabIndex={-1}
        ref={statusRef}
      >
        {status?.text}
      </p>
      {paymentOffered && <CheckoutCancelledNotice {...props} />}
      <DelegateSummary view={view} />
      {view.badge && <DelegateBadge token={props.token} badge={view.badge} />}
      <DelegateActions {...props} paymentOffered={paymentOffered} />
      <DelegateFields fields={view.fields} />
      <DelegateVenue />
      <DelegateDocuments token={props.token} view={view} />
      {view.certificate && <DelegateCertificate token={props.token} certificate={view.certificate} />}
      <DelegateVisaLetter token={props.token} state={view.state} />
      <DelegatePersonalData token={props.token} />
      <DelegateHistory history={view.history} />
      <DelegateMessages messages={view.messages} />
    </main>
  );
}
