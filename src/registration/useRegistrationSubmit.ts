import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { eventTextValues } from '../i18n/eventTextValues';
import { event } from '../model/schemaData';
import type { RegistrationValues } from '../model/types';
import { submitFailureMessage } from './submitFailureMessage';

export interface RegistrationSubmit {
  /** True from the click until a failure was shown, or while the browser leaves for the payment page. */
  submitting: boolean;
  /** Sends validated form values; a call while one is in flight is ignored. */
  submit: (values: RegistrationValues) => Promise<void>;
}

/** Submits the registration and acts on the outcome: payment page, thank-you page, or an alert (spec sections 4 and 8). */
export function useRegistrationSubmit(): RegistrationSubmit {
  const intl = useIntl();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  // State updates are not seen until the next render, so a quick second click is caught by a ref.
  const inFlight = useRef(false);

  const submit = useCallback(
    async (values: RegistrationValues) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      try {
        // The sending code and the API client are not needed to fill the form, so they load with the first submit.
        const { sendRegistration } = await import('./sendRegistration');
        const outcome = await sendRegistration(values);
        if (outcome.kind === 'redirect') {
          // Stay busy: the page is being replaced and must not be submitted again meanwhile.
          window.location.replace(outcome.url);
          return;
        }
        navigate({ pathname: '/thankMessage', search: `?${new URLSearchParams({ payment: outcome.payment }).toString()}` });
      } catch (failure) {
        const textValues = eventTextValues(event, intl.locale);
        window.alert(
          submitFailureMessage(failure, (key, values) => intl.formatMessage({ id: key }, { ...textValues, ...values })),
        );
      }
      inFlight.current = false;
      setSubmitting(false);
    },
    [intl, navigate],
  );

  return { submitting, submit };
}
