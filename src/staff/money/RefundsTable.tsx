import type { RefundAnswer } from '../../../core/api/moneyTypes';
import CardTable from '../../components/CardTable';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';
import { refundMethodKeys, refundStatusKeys } from './moneyTexts';

/**
 * Every refund of a registration, oldest first: a surplus, a lowered fee and a cancellation each make one of their own,
 * paid back its own way, so staff see each one and where it stands, not only the next to act on.
 */
export default function RefundsTable({ refunds }: { refunds: readonly RefundAnswer[] }) {
  const t = useStaffText();
  const { amount, day } = useStaffFormat();
  const columns = [
    t('staff.money.refund.amount'),
    t('staff.money.refund.method'),
    t('staff.money.refund.status'),
    t('staff.money.refund.paidOn'),
    t('staff.money.refund.bankReference'),
    t('staff.money.refund.providerAnswer'),
  ];
  return (
    <CardTable
      caption={t('staff.money.refund.heading')}
      columns={columns}
      rows={refunds.map((refund, index) => ({
        // Refunds are listed in the order they were made due, and none is ever removed: the order is their identity.
        key: String(index),
        cells: [
          amount(refund.currency, refund.amount),
          t(refundMethodKeys[refund.method]),
          t(refundStatusKeys[refund.status]),
          refund.paidOn ? day(refund.paidOn) : '',
          refund.bankReference ?? '',
          // The provider's answer matters while staff must settle a refused card refund themselves.
          refund.status === 'failed' ? (refund.lastError ?? '') : '',
        ],
      }))}
    />
  );
}
