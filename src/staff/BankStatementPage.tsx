import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import type { ReviewedCredit, StatementAnswer } from '../../core/api/staffTypes';
import { staffApi } from './staffApi';
import { useStaff } from './StaffContext';
import { useStaffCall } from './useStaffCall';
import { useStaffPath } from './useStaffPath';
import { useStaffText } from './useStaffText';
import { useValueTexts } from './useValueTexts';

/** What the browser reads before sending: the server refuses larger files too. */
const maxFileBytes = 5_000_000;

/**
 * The bank statement import (managers): choose the bank's camt.053 or CSV file, review how each credit is judged,
 * then confirm the exact payments and record the statement in one step.
 */
export default function BankStatementPage() {
  const t = useStaffText();
  const id = useId();
  const values = useValueTexts();
  const staffPath = useStaffPath();
  const { announce } = useStaff();
  const staffCall = useStaffCall();
  const [file, setFile] = useState<{ name: string; content: string }>();
  const [credits, setCredits] = useState<ReviewedCredit[]>();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setCredits(undefined);
    setError('');
    setFile(undefined);
    if (!chosen) return;
    if (chosen.size > maxFileBytes) {
      setError(t('staff.import.tooLarge'));
      return;
    }
    setFile({ name: chosen.name, content: await chosen.text() });
  };

  const send = async (step: 'preview' | 'confirm') => {
    if (!file) {
      setError(t('staff.import.noFile'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    const result = await staffCall(() => staffApi.statement<StatementAnswer>(step, file.name, file.content));
    setBusy(false);
    if (!result.ok) {
      setError(result.errors.file?.[0] ?? result.message);
      input.current?.focus();
      return;
    }
    setError('');
    setCredits(result.value.credits);
    if (step === 'confirm') {
      const { confirmed = 0, recorded = 0 } = result.value;
      announce(recorded === 0 ? t('staff.import.nothingNew') : t('staff.import.done', { confirmed, recorded }), {
        focus: true,
      });
    }
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    void send('preview');
  };
  const exact = credits?.filter((credit) => credit.outcome === 'exact' && !credit.imported).length ?? 0;
  const fresh = credits?.filter((credit) => !credit.imported).length ?? 0;
  const errorId = `${id}-error`;

  return (
    <>
      <h1>{t('staff.import.heading')}</h1>
      <p>{t('staff.import.intro')}</p>
      <form onSubmit={check} noValidate className={error ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${id}-file`}>{t('staff.import.file')}</label>
        <span id={`${id}-hint`} className="field__hint">
          {t('staff.import.fileHint')}
        </span>
        {error && (
          <span id={errorId} className="field__error" role="alert">
            {error}
          </span>
        )}
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".xml,.csv,text/xml,application/xml,text/csv"
          aria-describedby={error ? `${id}-hint ${errorId}` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void choose(event)}
        />
        <div className="staff-buttons">
          <button type="submit" className="button" disabled={busy}>
            {t('staff.import.check')}
          </button>
        </div>
      </form>
      {credits && file && (
        <>
          <table className="data-table data-table--cards">
            <caption>{t('staff.import.caption', { fileName: file.name, total: credits.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.import.column.date')}</th>
                <th scope="col">{t('staff.import.column.amount')}</th>
                <th scope="col">{t('staff.import.column.text')}</th>
                <th scope="col">{t('staff.import.column.registration')}</th>
                <th scope="col">{t('staff.import.column.outcome')}</th>
              </tr>
            </thead>
            <tbody>
              {credits.map((credit) => (
                <tr key={credit.entryKey}>
                  <td data-label={t('staff.import.column.date')}>{values.format.day(credit.bookedOn)}</td>
                  <td data-label={t('staff.import.column.amount')}>
                    {values.format.amount(credit.currency, credit.amount)}
                  </td>
                  <td data-label={t('staff.import.column.text')}>{credit.text}</td>
                  <td data-label={t('staff.import.column.registration')}>
                    {credit.registration ? (
                      <Link to={staffPath(`/staff/registrations/${credit.registration.id}`)}>
                        {credit.registration.reference} {credit.registration.name} (
                        {values.format.amount(credit.registration.currency, credit.registration.feeAmount)})
                      </Link>
                    ) : (
                      (credit.reference ?? '')
                    )}
                  </td>
                  <td data-label={t('staff.import.column.outcome')}>
                    {credit.imported
                      ? t('staff.import.imported')
                      : (values.staff(`staff.import.outcome.${credit.outcome}`) ?? credit.outcome)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {fresh > 0 && (
            <button type="button" className="button" disabled={busy} onClick={() => void send('confirm')}>
              {t('staff.import.confirm', { count: exact })}
            </button>
          )}
        </>
      )}
    </>
  );
}
