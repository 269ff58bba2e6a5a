/**
 * The catalogue keys of the money figures, refund methods and states, and the ledger's kinds and methods, written out
 * so check:schemas sees each.
 */
import type { MoneyMethod, MovementKind } from '../../../core/rules/ledger';
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

export const ledgerKindKeys: Record<MovementKind, string> = {
  payment: 'staff.ledger.kind.payment',
  surplus_due: 'staff.ledger.kind.surplus_due',
  shortfall_accepted: 'staff.ledger.kind.shortfall_accepted',
  waiver: 'staff.ledger.kind.waiver',
  fee_change: 'staff.ledger.kind.fee_change',
  refund_due: 'staff.ledger.kind.refund_due',
  refund_paid: 'staff.ledger.kind.refund_paid',
  fee_kept: 'staff.ledger.kind.fee_kept',
  credit_note: 'staff.ledger.kind.credit_note',
  reversal: 'staff.ledger.kind.reversal',
};

export const ledgerMethodKeys: Record<MoneyMethod, string> = {
  card: 'staff.ledger.method.card',
  bank: 'staff.ledger.method.bank',
};
