import type { ReactNode } from 'react';

import type { DelegateRefund, DelegateView } from '../../core/api/delegateTypes';
import { extras } from '../../core/model/extras';
import { useText } from '../i18n/useText';
import { fieldValue } from './delegateFieldText';
import { useDelegateFormat } from './useDelegateFormat';
import { useMaybeText } from './useMaybeText';

/** Reference, state in words, fee category and amount, what was paid and how, each extra (the dinner), and every refund. */
export default function DelegateSummary({ view }: { view: DelegateView }) {
  const text = useText();
  const maybe = useMaybeText();
  const format = useDelegateFormat();
  const { paid, refunds } = view;
  const rows: [string, ReactNode][] = [
    [text('delegate.reference'), view.reference],
    [text('delegate.state'), maybe(`delegate.state.${view.state}`) ?? view.state],
    [text('delegate.fee'), fieldValue('fee_category', view.fee.category, maybe)],
    [text('delegate.amount'), format.money(view.fee)],
    [text('delegate.paymentMethod'), text(`delegate.paymentMethod.${view.paymentMethod}`)],
    [
      text('delegate.paid'),
      paid
        ? text('delegate.paid.value', {
            amount: format.money(paid),
            day: format.day(paid.on),
            method: text(`delegate.method.${paid.method}`),
          })
        : view.waived
          ? text('delegate.paid.waived')
          : text('delegate.paid.none'),
    ],
    ...(view.balanceDue ? [[text('delegate.balanceDue'), format.money(view.balanceDue)] as [string, string]] : []),
    ...view.extras.map((current): [string, string] => {
      const followUpKey = extras.find((extra) => extra.id === current.id)?.followUp;
      const texts = `delegate.extra.${current.id}`;
      return [
        text(texts),
        current.joins
          ? text(`${texts}.joining`, {
              dietary: followUpKey ? fieldValue(followUpKey, current.followUp, maybe) : '',
            })
          : text(`${texts}.notJoining`),
      ];
    }),
  ];
  const refundText = (refund: DelegateRefund) =>
    text('delegate.refund.value', {
      amount: format.money(refund),
      method: text(`delegate.method.${refund.method}`),
      status: maybe(`delegate.refund.status.${refund.status}`) ?? refund.status,
    });
  // Each refund made due is paid back on its own (a surplus by transfer, a cancellation's to the card): all are shown.
  if (refunds.length === 1 && refunds[0]) rows.push([text('delegate.refund'), refundText(refunds[0])]);
  if (refunds.length > 1) {
    rows.push([
      text('delegate.refunds'),
      <ul key="refunds" className="delegate-refunds">
        {refunds.map((refund, index) => (
          // In the order they were made due; none is ever removed.
          <li key={index}>{refundText(refund)}</li>
        ))}
      </ul>,
    ]);
  }
  return (
    <section aria-labelledby="delegate-summary">
      <h2 id="delegate-summary">{text('delegate.summary.heading')}</h2>
      <dl className="delegate-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {view.pendingEmail && <p>{text('delegate.pendingEmail', { address: view.pendingEmail })}</p>}
    </section>
  );
}
