import './money.css';

import type { RegistrationMoneyAnswer } from '../../../core/api/moneyTypes';
import { moneyFigureNames } from '../../../core/rules/money';
import ActionForm from '../ActionForm';
import { staffApi } from '../staffApi';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';
import LedgerTable from './LedgerTable';
import { figureKeys } from './moneyTexts';
import RefundsTable from './RefundsTable';

export interface RegistrationMoneyProps {
  id: string;
  money: RegistrationMoneyAnswer;
  manager: boolean;
  /** Announces the recorded refund and reloads the page. */
  onRecorded: (text: string) => () => void;
}

/** A registration's money: its figures, every refund made due, its credit notes, and recording a bank refund. */
export default function RegistrationMoney({ id, money, manager, onRecorded }: RegistrationMoneyProps) {
  const t = useStaffText();
  const { amount } = useStaffFormat();
  const { figures, refund, refunds, creditNotes, ledger } = money;
  // Staff pay a bank refund, and a card refund the provider refused, and then record it here.
  const canRecord = manager && refund !== null && (refund.status === 'due' || refund.status === 'failed');
  return (
    <>
      <section aria-labelledby="staff-money-heading" className="staff-money">
        <h2 id="staff-money-heading">{t('staff.money.heading')}</h2>
        <dl className="staff-figures">
          {moneyFigureNames.map((name) => (
            <div key={name}>
              <dt>{t(figureKeys[name])}</dt>
              <dd>{amount(figures.currency, figures[name])}</dd>
            </div>
          ))}
        </dl>
        {refunds.length > 0 && <RefundsTable refunds={refunds} />}
        {creditNotes.length > 0 && (
          // Every credit note issued, oldest first: a fee change issues one per change, a cancellation one more.
          <ul className="staff-credit-notes">
            {creditNotes.map((creditNote) => (
              <li key={creditNote.number}>
                <a
                  href={`/staff/api/registrations/${encodeURIComponent(id)}/credit-note.pdf?number=${encodeURIComponent(creditNote.number)}`}
                >
                  {t('staff.money.creditNote', {
                    number: creditNote.number,
                    amount: amount(creditNote.currency, creditNote.amount),
                  })}
                </a>
              </li>
            ))}
          </ul>
        )}
        {ledger.length > 0 && <LedgerTable ledger={ledger} />}
      </section>
      {canRecord && (
        <ActionForm
          heading={t('staff.money.record.heading')}
          submitLabel={t('staff.money.record.submit')}
          fields={[
            {
              name: 'amount',
              label: t('staff.money.record.amount', { currency: refund.currency }),
              type: 'number',
              initial: String(refund.amount),
              required: true,
            },
            {
              name: 'paidOn',
              label: t('staff.money.record.paidOn'),
              hint: t('staff.money.record.paidOnHint'),
              required: true,
            },
            { name: 'bankReference', label: t('staff.money.record.bankReference'), required: true },
          ]}
          send={(values) =>
            staffApi.act(id, 'refund-paid', { ...values, amount: values.amount === '' ? '' : Number(values.amount) })
          }
          onDone={onRecorded(t('staff.money.record.done'))}
        />
      )}
    </>
  );
}
