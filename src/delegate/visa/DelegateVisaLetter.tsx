import { type FormEvent, useEffect, useId, useRef, useState } from 'react';

import type { DelegateVisaView } from '../../../core/api/visaLetterTypes';
import type { RegistrationState } from '../../../core/lifecycle/registrationState';
import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { eventDay } from '../../../core/rules/period';
import {
  visaEventSpan,
  type VisaField,
  visaFields,
  visaRequestProblems,
  type VisaRequestValues,
} from '../../../core/rules/visaLetter';
import { config } from '../../config';
import { useText } from '../../i18n/useText';
import ActionAlert from '../ActionAlert';
import DelegateTextField from '../DelegateTextField';
import { useDelegateFormat } from '../useDelegateFormat';
import { useFirstErrorFocus } from '../useFirstErrorFocus';
import { useViewAction } from '../useViewAction';
import { loadVisaView, requestVisaLetter, visaLetterPdfPath } from './visaApi';
import { validateVisaRequest } from './visaRequestValidator';

/** How the browser may fill a field it knows. */
const autoCompleteOf: Partial<Record<VisaField, string>> = {
  passportName: 'name',
  nationality: 'country-name',
  dateOfBirth: 'bday',
};

const dateFields: ReadonlySet<VisaField> = new Set(['dateOfBirth', 'passportExpiry']);

const emptyValues = Object.fromEntries(visaFields.map((field) => [field, ''])) as VisaRequestValues;

/**
 * The visa invitation letter on the delegate's page: the request form (checked with the schema and rules the server
 * uses), where the request stands, the manager's reason for a decline, and the letter to download once issued.
 */
export default function DelegateVisaLetter({ token, state }: { token: string; state: RegistrationState }) {
  const id = useId();
  const text = useText();
  const format = useDelegateFormat();
  const action = useViewAction();
  const [view, setView] = useState<DelegateVisaView>();
  const [values, setValues] = useState<VisaRequestValues>(emptyValues);
  const [sent, setSent] = useState(0);
  const status = useRef<HTMLParagraphElement>(null);
  const inputId = (field: string) => `${id}-${field}`;
  useFirstErrorFocus(action.refusal, visaFields, inputId);

  // Loaded again when the registration's state changes (paid, cancelled) on this page.
  useEffect(() => {
    let live = true;
    void loadVisaView(token).then((result) => {
      if (!live || !result.ok) return;
      setView(result.value);
      if (result.value.request) setValues(result.value.request.values);
    });
    return () => {
      live = false;
    };
  }, [token, state]);

  useEffect(() => {
    if (sent > 0) status.current?.focus();
  }, [sent]);

  if (!view || (!view.mayRequest && !view.request)) return null;
  const label = (field: VisaField) => text(`delegate.visa.field.${field}`);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const problems = visaRequestProblems(values, validateVisaRequest, {
      today: eventDay(new Date(), event.timeZone),
      lastEventDay: visaEventSpan(event, meetings).last,
    });
    const errors = Object.fromEntries(
      Object.entries(problems).map(([field, key]) => [field, [text(key, { field: label(field as VisaField) })]]),
    );
    if (Object.keys(errors).length > 0) {
      action.refuse(errors);
      return;
    }
    const next = await action.run(() => requestVisaLetter(token, values), visaFields);
    if (next) {
      setView(next);
      setSent((count) => count + 1);
    }
  };

  const request = view.request;
  return (
    <section aria-labelledby={`${id}-heading`} className="delegate-visa">
      <h2 id={`${id}-heading`}>{text('delegate.visa.heading')}</h2>
      <p role="status" tabIndex={-1} ref={status} className={sent > 0 ? 'notice notice--success' : undefined}>
        {sent > 0 ? text('delegate.visa.done') : ''}
      </p>
      {request?.status === 'requested' && (
        <p>{text('delegate.visa.status.requested', { requestedOn: format.day(request.requestedAt) })}</p>
      )}
      {request?.status === 'declined' && (
        <p className="notice notice--error">
          {text('delegate.visa.status.declined', { reason: request.reason ?? '' })}
        </p>
      )}
      {request?.letter && (
        <>
          <p>
            {text('delegate.visa.status.approved', {
              number: request.letter.number,
              issuedOn: format.day(request.letter.issuedOn),
            })}
          </p>
          <p>
            <a href={`${config.apiBaseUrl}${visaLetterPdfPath(token)}`} download>
              {text('delegate.visa.download')}
            </a>
          </p>
        </>
      )}
      {view.mayRequest && view.waitsForPayment && <p className="notice">{text('delegate.visa.waitsForPayment')}</p>}
      {view.mayRequest && (
        <form onSubmit={(submitted) => void submit(submitted)} noValidate>
          {!request && <p>{text('delegate.visa.intro')}</p>}
          {visaFields.map((field) => (
            <DelegateTextField
              key={field}
              id={inputId(field)}
              label={label(field)}
              value={values[field]}
              onChange={(value) => setValues((previous) => ({ ...previous, [field]: value }))}
              errors={action.refusal?.errors[field]}
              type={dateFields.has(field) ? 'date' : 'text'}
              autoComplete={autoCompleteOf[field]}
            />
          ))}
          <ActionAlert refusal={action.refusal} />
          <button type="submit" className="button" disabled={action.busy}>
            {text(request ? 'delegate.visa.resubmit' : 'delegate.visa.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
