import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

import { refundPercentBeforeCutOff } from '../rules/refund';
import ActionForm from './ActionForm';
import { flatRow } from './flatRow';
import RegistrationMoney from './money/RegistrationMoney';
import RegistrationHistory from './RegistrationHistory';
import RegistrationMessages from './RegistrationMessages';
import { staffApi } from './staffApi';
import { useStaff } from './StaffContext';
import type { RegistrationAnswer } from './types';
import { useStaffCall } from './useStaffCall';
import { useStaffFormat } from './useStaffFormat';
import { useStaffPath } from './useStaffPath';
import { useStaffText } from './useStaffText';

const hiddenFields = new Set(['history', 'messages']);
/** How flatRow names a field staff added to the form: `extraFields.<payload key>`. */
const extraFieldPrefix = 'extraFields.';
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
  const { instant } = useStaffFormat();
  const refundFormat = useStaffFormat('staff.cancel.refund');
  const staffPath = useStaffPath();
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
          <p role="alert" className="staff-error">
            {error}
          </p>
        )}
      </>
    );
  }

  const { registration, refundIfCancelledNow: refund } = answer;
  const manager = session.account.role === 'manager';
  const done = (text: string) => () => {
    announce(text);
    void load();
  };
  const canConfirm = registration.paymentMethod === 'bank' && registration.state === 'awaiting_payment';
  const canCancel = registration.state !== 'cancelled';
  // The console's own columns have staff texts; a field staff added to the form (kept in extraFields) has the form's.
  const label = (field: string) => {
    if (`staff.field.${field}` in messages) return t(`staff.field.${field}`);
    return field.startsWith(extraFieldPrefix) ? formFieldLabel(field.slice(extraFieldPrefix.length)) : field;
  };

  return (
    <>
      <p>
        <Link to={staffPath('/staff')}>{t('staff.registration.back')}</Link>
      </p>
      <h1>
        {registration.reference} {registration.givenName} {registration.familyName}
      </h1>
      <section aria-labelledby="staff-fields-heading">
        <h2 id="staff-fields-heading">{t('staff.registration.fields')}</h2>
        <dl className="staff-fields">
          {Object.entries(flatRow(registration))
            .filter(([field]) => !hiddenFields.has(field))
            .map(([field, value]) => (
              <div key={field}>
                <dt>{label(field)}</dt>
                <dd>
                  {field === 'state'
                    ? t(`staff.state.${registration.state}`)
                    : field === 'createdAt'
                      ? instant(String(value))
                      : fieldText(value)}
                </dd>
              </div>
            ))}
        </dl>
      </section>
      {answer.money && (
        <RegistrationMoney id={id} money={answer.money} manager={manager} onRecorded={(text) => done(text)} />
      )}
      <RegistrationHistory history={registration.history} />
      <RegistrationMessages
        messages={registration.messages}
        canResend={manager}
        resend={(kind) => {
          void staffCall(() => staffApi.act(id, 'resend', { kind })).then((result) => {
            if (result.ok) done(t('staff.resend.done', { kind: t(`staff.message.${kind}`) }))();
            else announce(result.message);
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
              initial: String(registration.feeAmount),
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
          onDone={done(t('staff.confirm.done'))}
        />
      )}
      {manager && canCancel && (
        <ActionForm
          heading={t('staff.cancel.heading')}
          submitLabel={t('staff.cancel.submit')}
          intro={
            <p>
              {/* Nothing paid, nothing to refund: no "75% of USD 0". */}
              {refund.amountPaid === 0
                ? t('staff.money.cancelUnpaid')
                : t('staff.cancel.refund', {
                    percent: refund.percent,
                    amount: refundFormat.amount(refund.currency, refund.amount),
                    paid: refundFormat.amount(refund.currency, refund.amountPaid),
                    cutOffDay: refundFormat.day(refund.cutOffDay),
                    rulePercent: refundPercentBeforeCutOff,
                  })}
            </p>
          }
          fields={[{ name: 'reason', label: t('staff.cancel.reason'), type: 'textarea', required: true }]}
          send={(values) => staffApi.act(id, 'cancel', values)}
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
