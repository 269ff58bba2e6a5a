import type { RegistrationMoneyAnswer } from '../../../core/api/moneyTypes';
import { moneyFigureNames } from '../../../core/rules/money';
import ActionForm from '../ActionForm';
import { staffApi } from '../staffApi';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';
import LedgerTable from './LedgerTable';
import { figureKeys, refundMethodKeys, refundStatusKeys } from './moneyTexts';

export interface RegistrationMoneyProps {
  id: string;
  money: RegistrationMoneyAnswer;
  manager: boolean;
  /** Announces the recorded refund and reloads the page. */
  onRecorded: (text: string) => () => void;
}

/** A registration's money: its figures, the refund made due, its credit notes, and recording a bank refund. */
export default function RegistrationMoney({ id, money, manager, onRecorded }: RegistrationMoneyProps) {
  const t = useStaffText();
  const { amount, day } = useStaffFormat();
  const { figures, refund, creditNotes, ledger } = money;
  // Staff pay a bank refund, and a card refund the provider refused, and then record it here.
  const canRecord = manager && refund !== null && (refund.status === 'due' || refund.status === 'failed');
  return (
    <>
      <section aria-labelledby="staff-money-heading" className="staff-money">
        <h2 id="staff-money-heading">{t('staff.money.heading')}</h2>
        <dl className="staff-fields">
          {moneyFigureNames.map((name) => (
            <div key={name}>
              <dt>{t(figureKeys[name])}</dt>
              <dd>{amount(figures.currency, figures[name])}</dd>
            </div>
          ))}
        </dl>
        {refund && (
          <>
            <h3>{t('staff.money.refund.heading')}</h3>
            <dl className="staff-fields">
              <div>
                <dt>{t('staff.money.refund.amount')}</dt>
                <dd>{amount(refund.currency, refund.amount)}</dd>
              </div>
              <div>
                <dt>{t('staff.money.refund.method')}</dt>
                <dd>{t(refundMethodKeys[refund.method])}</dd>
              </div>
              <div>
                <dt>{t('staff.money.refund.status')}</dt>
                <dd>{t(refundStatusKeys[refund.status])}</dd>
              </div>
              {refund.paidOn && (
                <div>
                  <dt>{t('staff.money.refund.paidOn')}</dt>
                  <dd>{day(refund.paidOn)}</dd>
                </div>
              )}
              {refund.bankReference && (
                <div>
                  <dt>{t('staff.money.refund.bankReference')}</dt>
                  <dd>{refund.bankReference}</dd>
                </div>
              )}
              {refund.status === 'failed' && refund.lastError && (
                <div>
                  <dt>{t('staff.money.refund.providerAnswer')}</dt>
                  <dd>{refund.lastError}</dd>
                </div>
              )}
            </dl>
          </>
        )}
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
