import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { flatRow } from '../../core/api/flatRow';
import type { RegistrationAnswer } from '../../core/api/staffTypes';
import { refundPercentBeforeCutOff } from '../../core/rules/refund';
import { isErasedField } from '../../core/rules/retention';
import ActionForm from './ActionForm';
import FeeChangeAction from './money/FeeChangeAction';
import RegistrationMoney from './money/RegistrationMoney';
import ShortfallAction from './money/ShortfallAction';
import WaiverAction from './money/WaiverAction';
import RegistrationHistory from './RegistrationHistory';
import RegistrationMessages from './RegistrationMessages';
import ErasePersonalData from './retention/ErasePersonalData';
import { staffApi } from './staffApi';
import { useStaff } from './StaffContext';
import { useDelegateName } from './useDelegateName';
import { useStaffCall } from './useStaffCall';
import { useStaffFormat } from './useStaffFormat';
import { useStaffPath } from './useStaffPath';
import { useStaffText } from './useStaffText';
import { useValueTexts } from './useValueTexts';
import { extraFieldPrefix } from './valueTexts';

/** The state an action answered, if it says one. */
function stateOf(result: unknown): string | undefined {
  return typeof result === 'object' && result !== null && 'state' in result && typeof result.state === 'string'
    ? result.state
    : undefined;
}

/** Kept for machines, or said by another field: the currency with each amount, the checkout's status by the state. */
// The personal link's version and request stamp are the server's bookkeeping, not facts about the delegate.
const hiddenFields = new Set([
  // The database's row number and the address as compared for duplicates: staff know a registration by its reference.
  'id',
  'mailbox',
  'history',
  'messages',
  'currency',
  'paidCurrency',
  'paymentStatus',
  'linkVersion',
  'linkMailedAt',
  // Said by the personal data section, with the erasure day.
  'personalDataErasedAt',
]);
const contactFields = ['title', 'givenName', 'familyName', 'postTitle', 'email', 'iddCode', 'phoneNumber'];

function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? '';
}

/** One registration: every stored field, its history, its e-mails, and for managers the actions on it. */
export default function RegistrationPage({ id }: { id: string }) {
  const t = useStaffText();
  const { messages } = useIntl();
  const values = useValueTexts();
  const refundFormat = useStaffFormat('staff.cancel.refund');
  const staffPath = useStaffPath();
  const delegateName = useDelegateName();
  const { session, announce, formFieldLabel } = useStaff();
  const staffCall = useStaffCall();
  const [answer, setAnswer] = useState<RegistrationAnswer>();
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    const result = await staffCall(() => staffApi.registration<RegistrationAnswer>(id));
    if (result.ok) setAnswer(result.value);
    else setError(result.message);
  }, [id, staffCall]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!answer) {
    return (
      <>
        <h1>{t('staff.registration.loading')}</h1>
        {error && (
          <p role="alert" className="notice notice--error">
            {error}
          </p>
        )}
      </>
    );
  }

  const { registration, refundIfCancelledNow: refund } = answer;
  const manager = session.account.role === 'manager';
  const done = (text: string) => () => {
    announce(text, { focus: true });
    void load();
  };
  const canConfirm = registration.paymentMethod === 'bank' && registration.state === 'awaiting_payment';
  const canCancel = registration.state !== 'cancelled';
  // Only a fee nothing was paid towards is waived: money received is refunded or kept by its own rules.
  const canWaive =
    (registration.state === 'awaiting_payment' || registration.state === 'checkout_expired') &&
    (answer.money?.figures.received ?? 0) === 0;
  // The console's own columns have staff texts; a field staff added to the form (kept in extraFields) has the form's.
  const label = (field: string) => {
    if (`staff.field.${field}` in messages) return t(`staff.field.${field}`);
    return field.startsWith(extraFieldPrefix) ? formFieldLabel(field.slice(extraFieldPrefix.length)) : field;
  };
  const flat = flatRow(registration);
  const shownFields = Object.entries(flat)
    .filter(([field]) => !hiddenFields.has(field))
    .map(([field, value]) =>
      isErasedField(flat, field)
        ? ([field, t('staff.erasedValue')] as const)
        : ([field, values.field(field, value, registration)] as const),
    )
    .filter(([, text]) => text !== '');
  // Nothing paid, nothing to refund: no "75% of USD 0".
  const refundText =
    refund.amountPaid === 0
      ? t('staff.money.cancelUnpaid')
      : t('staff.cancel.refund', {
          percent: refund.percent,
          amount: refundFormat.amount(refund.currency, refund.amount),
          paid: refundFormat.amount(refund.currency, refund.amountPaid),
          cutOffDay: refundFormat.day(refund.cutOffDay),
          rulePercent: refundPercentBeforeCutOff,
        });

  return (
    <>
      <p>
        <Link to={staffPath('/staff')}>{t('staff.registration.back')}</Link>
      </p>
      <h1>
        {registration.reference} {delegateName(registration)}
      </h1>
      <section aria-labelledby="staff-fields-heading">
        <h2 id="staff-fields-heading">{t('staff.registration.fields')}</h2>
        <dl className="staff-fields">
          {shownFields.map(([field, text]) => (
            <div key={field}>
              <dt>{label(field)}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      </section>
      {answer.money && (
        <RegistrationMoney id={id} money={answer.money} manager={manager} onRecorded={(text) => done(text)} />
      )}
      <ErasePersonalData
        id={id}
        erasedAt={registration.personalDataErasedAt ?? null}
        manager={manager}
        onErased={(text) => done(text)()}
      />
      <RegistrationHistory history={registration.history} fieldLabel={label} />
      <RegistrationMessages
        messages={registration.messages}
        canResend={manager}
        resend={(kind) => {
          void staffCall(() => staffApi.act(id, 'resend', { kind })).then((result) => {
            if (result.ok) done(t('staff.resend.done', { kind: t(`staff.message.${kind}`) }))();
            else announce(result.message, { focus: true });
          });
        }}
      />
      {manager && canConfirm && (
        <ActionForm
          heading={t('staff.confirm.heading')}
          submitLabel={t('staff.confirm.submit')}
          fields={[
            {
              name: 'amount',
              label: t('staff.confirm.amount', { currency: registration.currency }),
              type: 'number',
              // What is still owed: the fee, or its balance after a short transfer.
              initial: String(answer.money?.figures.balanceDue ?? registration.feeAmount),
              required: true,
            },
            // A text field with its format said: a date input's segments differ by browser locale and catch Tab.
            { name: 'paidOn', label: t('staff.confirm.paidOn'), hint: t('staff.confirm.paidOnHint'), required: true },
            { name: 'bankReference', label: t('staff.confirm.bankReference'), required: true },
          ]}
          send={(values) =>
            staffApi.act(id, 'confirm-payment', {
              ...values,
              amount: values.amount === '' ? '' : Number(values.amount),
            })
          }
          onDone={(result) => done(t(stateOf(result) === 'paid' ? 'staff.confirm.done' : 'staff.confirm.partDone'))()}
        />
      )}
      {manager && canConfirm && answer.money && answer.money.figures.received > 0 && (
        <ShortfallAction
          id={id}
          figures={answer.money.figures}
          fee={registration.feeAmount}
          onDone={done(t('staff.shortfall.done'))}
        />
      )}
      {manager && canWaive && (
        <WaiverAction
          id={id}
          fee={registration.feeAmount}
          currency={registration.currency}
          onDone={done(t('staff.waiver.done'))}
        />
      )}
      {manager && canCancel && (
        <FeeChangeAction
          id={id}
          fee={registration.feeAmount}
          currency={registration.currency}
          period={typeof registration.feePeriod === 'string' ? registration.feePeriod : ''}
          onDone={done(t('staff.feeChange.done'))}
        />
      )}
      {manager && canCancel && (
        <ActionForm
          heading={t('staff.cancel.heading')}
          submitLabel={t('staff.cancel.submit')}
          intro={<p>{refundText}</p>}
          fields={[
            {
              name: 'message',
              label: t('staff.cancel.message'),
              hint: t('staff.cancel.messageHint'),
              type: 'textarea',
              required: true,
            },
            { name: 'note', label: t('staff.cancel.note'), hint: t('staff.cancel.noteHint'), type: 'textarea' },
          ]}
          confirmation={{
            heading: t('staff.cancel.confirmHeading', {
              name: `${registration.givenName} ${registration.familyName}`,
              reference: registration.reference ?? String(registration.id),
            }),
            body: (typed) => (
              <>
                <p>{refundText}</p>
                <p>{t('staff.cancel.confirmMessage')}</p>
                <blockquote className="staff-quote">{typed.message}</blockquote>
              </>
            ),
            confirmLabel: t('staff.cancel.confirm'),
            backLabel: t('staff.cancel.back'),
          }}
          send={(typed) => staffApi.act(id, 'cancel', typed)}
          onDone={done(t('staff.cancel.done'))}
        />
      )}
      {manager && (
        <ActionForm
          key={registration.email}
          heading={t('staff.contact.heading')}
          submitLabel={t('staff.contact.submit')}
          fields={contactFields.map((field) => ({
            name: field,
            label: label(field),
            type: field === 'email' ? ('email' as const) : ('text' as const),
            initial: fieldText(registration[field]),
            required: true,
          }))}
          send={(values) => staffApi.act(id, 'contact', values)}
          onDone={done(t('staff.contact.done'))}
        />
      )}
    </>
  );
}
