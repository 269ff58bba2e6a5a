/** The catalogue keys of the money figures, refund methods and refund states, written out so check:schemas sees each. */
import type { MoneyFigureName, RefundStatus } from '../../../core/rules/money';

export const figureKeys: Record<MoneyFigureName, string> = {
  // The list's own texts for these two, as it showed them before refunds were counted.
  expected: 'staff.counts.expected',
  received: 'staff.counts.received',
  balanceDue: 'staff.money.balanceDue',
  refundDue: 'staff.money.refundDue',
  refundPaid: 'staff.money.refundPaid',
  kept: 'staff.money.kept',
};

export const refundMethodKeys: Record<'card' | 'bank', string> = {
  card: 'staff.money.refund.method.card',
  bank: 'staff.money.refund.method.bank',
};

export const refundStatusKeys: Record<RefundStatus, string> = {
  requested: 'staff.money.refund.status.requested',
  submitted: 'staff.money.refund.status.submitted',
  due: 'staff.money.refund.status.due',
  paid: 'staff.money.refund.status.paid',
  failed: 'staff.money.refund.status.failed',
};
