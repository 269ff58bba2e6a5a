import { type FormEvent, useId, useState } from 'react';

import type { StaffVisaRow } from '../../../core/api/visaLetterTypes';
import { visaFields } from '../../../core/rules/visaLetter';
import { useStaff } from '../StaffContext';
import { useStaffCall } from '../useStaffCall';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';
import { visaLettersApi } from './visaLettersApi';

const dayFields: ReadonlySet<string> = new Set(['dateOfBirth', 'passportExpiry']);

/** One request in the review list: its details, the registration's state, and a manager's approve or decline. */
export default function VisaRequestCard({ row, onChanged }: { row: StaffVisaRow; onChanged: () => void }) {
  const id = useId();
  const t = useStaffText();
  const format = useStaffFormat();
  const staffCall = useStaffCall();
  const { session, announce } = useStaff();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const manager = session.account.role === 'manager';
  const open = row.status !== 'approved';

  const act = async (send: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    const result = await staffCall(send);
    setBusy(false);
    if (result.ok) {
      setError('');
      announce(result.value, { focus: true });
      onChanged();
    } else setError(result.errors.reason?.[0] ?? result.message);
  };
  const approve = () =>
    act(async () => {
      const answer = await visaLettersApi.approve(row.id);
      return t(answer.outcome === 'issued' ? 'staff.visa.approved' : 'staff.visa.alreadyIssued', {
        number: answer.number,
      });
    });
  const decline = (event: FormEvent) => {
    event.preventDefault();
    void act(async () => {
      await visaLettersApi.decline(row.id, reason);
      return t('staff.visa.declined');
    });
  };

  return (
    <article className="staff-card" aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`}>
        {t('staff.visa.requestHeading', { name: row.registeredName, reference: row.reference })}
      </h2>
      <dl className="staff-facts">
        <dt>{t('staff.visa.registrationState')}</dt>
        <dd>{t(`staff.state.${row.state}`)}</dd>
        <dt>{t('staff.visa.requestStatus')}</dt>
        <dd>{t(`staff.visa.status.${row.status}`)}</dd>
        <dt>{t('staff.visa.requestedAt')}</dt>
        <dd>{format.instant(row.requestedAt)}</dd>
        {row.letterNumber && (
          <>
            <dt>{t('staff.visa.letterNumber')}</dt>
            <dd>{row.letterNumber}</dd>
          </>
        )}
        {row.reason && (
          <>
            <dt>{t('staff.visa.reason')}</dt>
            <dd>{row.reason}</dd>
          </>
        )}
        {row.values &&
          visaFields.map((field) => (
            <div key={field}>
              <dt>{t(`staff.visa.field.${field}`)}</dt>
              <dd>{dayFields.has(field) ? format.day(row.values![field]) : row.values![field]}</dd>
            </div>
          ))}
      </dl>
      {manager && open && row.state !== 'paid' && <p>{t('staff.visa.waitsForPayment')}</p>}
      {manager && open && (
        <div className="staff-actions">
          {row.state === 'paid' && (
            <button type="button" className="button" disabled={busy} onClick={() => void approve()}>
              {t('staff.visa.approve')}
            </button>
          )}
          {row.status === 'requested' && (
            <form onSubmit={decline} noValidate>
              <label htmlFor={`${id}-reason`}>{t('staff.visa.reasonLabel')}</label>
              <textarea
                id={`${id}-reason`}
                className="input"
                value={reason}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => setReason(event.target.value)}
              />
              {error && (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              )}
              <button type="submit" className="button button--secondary" disabled={busy}>
                {t('staff.visa.declineConfirm')}
              </button>
            </form>
          )}
        </div>
      )}
    </article>
  );
}
