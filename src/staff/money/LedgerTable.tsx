import type { LedgerRowAnswer } from '../../../core/api/moneyTypes';
import CardTable from '../../components/CardTable';
import { actorText } from '../actorText';
import { useStaffText } from '../useStaffText';
import { useValueTexts } from '../useValueTexts';
import { ledgerKindKeys, ledgerMethodKeys } from './moneyTexts';

/** A registration's ledger, oldest first: when, what moved, how, how much, and who or what made it. */
export default function LedgerTable({ ledger }: { ledger: readonly LedgerRowAnswer[] }) {
  const t = useStaffText();
  const { staff, format } = useValueTexts();
  const columns = [
    t('staff.history.at'),
    t('staff.history.event'),
    t('staff.ledger.method'),
    t('staff.money.refund.amount'),
    t('staff.history.actor'),
  ];
  return (
    <CardTable
      caption={t('staff.ledger.caption')}
      columns={columns}
      rows={ledger.map((row, index) => ({
        // Rows are appended and never changed: their order is their identity.
        key: String(index),
        cells: [
          format.instant(row.at),
          t(ledgerKindKeys[row.kind]),
          row.method ? t(ledgerMethodKeys[row.method]) : '',
          format.amount(row.currency, row.amount),
          actorText(row.actor, staff),
        ],
      }))}
    />
  );
}
