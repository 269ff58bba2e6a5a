import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { Link } from 'react-router-dom';

import { diallingCodes } from '../../../core/model/diallingCodes';
import { regions } from '../../../core/model/regionList';
import type { RegistrationValues } from '../../../core/model/types';
import { formFieldTable } from '../../../core/registration/formFieldTable';
import { hiddenFields } from '../../../core/rules/shownFields';
import { loadPeriod } from '../../form/loadPeriod';
import RegistrationForm from '../../form/RegistrationForm';
import { usePeriod } from '../../form/usePeriod';
import { englishCatalogue, EnglishKeysContext } from '../../i18n/catalogue';
import { toRegistrationPayload } from '../../registration/toRegistrationPayload';
import { staffApi } from '../staffApi';
import { useStaff } from '../StaffContext';
import { useStaffCall } from '../useStaffCall';
import { useStaffPath } from '../useStaffPath';
import { useStaffText } from '../useStaffText';
import {
  type FieldRefusals,
  fieldRefusals as refusalsOf,
  focusFirstRefused,
  refusalsAfterChange,
} from './fieldRefusals';

/** The registration the guest route answers with. */
interface GuestAnswer {
  id: number;
  reference: string;
}

/**
 * A manager registers an invited guest (managers only): the public form itself, rendered by the form engine in the
 * delegates' catalogue and checked by its rules, with the reason for waiving the fee beside it; the server checks the
 * form's rules again, registers the guest with the fee waived and e-mails them a confirmation with no invoice.
 */
export default function GuestPage() {
  const t = useStaffText();
  const id = useId();
  const staffPath = useStaffPath();
  const staffCall = useStaffCall();
  const staff = useStaff();
  const { session, announce } = staff;
  // A page rendered outside StaffApp (a component test) shows the form in English.
  const siteCatalogue = staff.siteCatalogue ?? englishCatalogue;
  const { period } = usePeriod(loadPeriod);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [refusal, setRefusal] = useState<ReactNode>(null);
  const [fieldRefusals, setFieldRefusals] = useState<FieldRefusals>();
  const lastValues = useRef<RegistrationValues>(undefined);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<GuestAnswer>();
  const [formKey, setFormKey] = useState(0);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const register = useCallback(
    async (values: RegistrationValues) => {
      setRefusal(null);
      setFieldRefusals(undefined);
      if (reason.trim() === '') {
        setReasonError(t('staff.form.required', { field: t('staff.guests.reason') }));
        reasonRef.current?.focus();
        return;
      }
      setBusy(true);
      const result = await staffCall(() =>
        staffApi.guest<GuestAnswer>({
          registration: toRegistrationPayload(values, { regions, diallingCodes }),
          reason,
          language: siteCatalogue.locale,
        }),
      );
      setBusy(false);
      if (result.ok) {
        setRegistered(result.value);
        setReason('');
        setFormKey((key) => key + 1);
        announce(t('staff.guests.done', { reference: result.value.reference }), { focus: true });
        return;
      }
      const reasonErrors = result.errors.reason ?? [];
      if (reasonErrors.length > 0) {
        setReasonError(reasonErrors.join(' '));
        reasonRef.current?.focus();
        return;
      }
      // Each refusal goes under the form's field its payload key is answered in (as the form's own rules show theirs);
      // one with no field on the form, or a refusal of the whole, is said above the button.
      const hidden = hiddenFields(values);
      const underFields: Record<string, string[]> = {};
      const elsewhere: string[] = [];
      for (const [key, texts] of Object.entries(result.errors)) {
        const field = formFieldTable.entry(key)?.fields.find((candidate) => !hidden.has(candidate));
        if (field) underFields[field] = texts;
        else elsewhere.push(...texts);
      }
      const refused = refusalsOf(underFields);
      setFieldRefusals(refused);
      focusFirstRefused(refused);
      if (Object.keys(underFields).length > 0 && elsewhere.length === 0) return;
      setRefusal(
        <>
          <p>{result.message}</p>
          {elsewhere.length > 0 && (
            <ul>
              {[...new Set(elsewhere)].map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </>,
      );
    },
    [reason, staffCall, siteCatalogue.locale, announce, t],
  );

  if (session.account.role !== 'manager') return <p>{t('staff.guests.managersOnly')}</p>;
  const reasonId = `${id}-reason`;
  const reasonErrorId = `${reasonId}-error`;
  return (
    <>
      <h1>{t('staff.guests.heading')}</h1>
      <p>{t('staff.guests.intro')}</p>
      {registered && (
        <p>
          <Link to={staffPath(`/staff/registrations/${registered.id}`)}>
            {t('staff.guests.open', { reference: registered.reference })}
          </Link>
        </p>
      )}
      <IntlProvider
        locale={siteCatalogue.locale}
        defaultLocale="en"
        messages={fieldRefusals ? { ...siteCatalogue.messages, ...fieldRefusals.texts } : siteCatalogue.messages}
      >
        <EnglishKeysContext.Provider value={siteCatalogue.englishKeys}>
          <RegistrationForm
            key={formKey}
            period={period}
            onValidSubmit={(values) => void register(values)}
            extraErrors={fieldRefusals?.fields}
            onValuesChange={(next) => {
              const previous = lastValues.current;
              lastValues.current = next;
              setFieldRefusals((current) => current && refusalsAfterChange(current, previous, next));
            }}
          >
            <fieldset className="staff-guest-reason">
              <legend>{t('staff.guests.waiver')}</legend>
              <div className={reasonError ? 'field field--invalid' : 'field'}>
                <label htmlFor={reasonId}>{t('staff.guests.reason')}</label>
                {reasonError && (
                  <span id={reasonErrorId} className="field__error">
                    {reasonError}
                  </span>
                )}
                <textarea
                  ref={reasonRef}
                  id={reasonId}
                  name="reason"
                  className="input"
                  rows={3}
                  required
                  value={reason}
                  aria-invalid={reasonError ? true : undefined}
                  aria-describedby={reasonError ? reasonErrorId : undefined}
                  onChange={(event) => {
                    setReason(event.target.value);
                    setReasonError('');
                  }}
                />
              </div>
            </fieldset>
            {refusal && (
              <div role="alert" className="notice notice--error" tabIndex={-1} ref={refusalRef}>
                {refusal}
              </div>
            )}
            <button type="submit" className="button" disabled={busy}>
              {t('staff.guests.submit')}
            </button>
          </RegistrationForm>
        </EnglishKeysContext.Provider>
      </IntlProvider>
    </>
  );
}
