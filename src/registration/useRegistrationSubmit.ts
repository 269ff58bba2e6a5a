import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';

import { eventTextValues } from '../../core/i18n/eventTextValues';
import { event } from '../../core/model/schemaData';
import type { RegistrationValues } from '../../core/model/types';
import type { ExistingRegistrationLink } from './existingRegistration';
import type * as SendRegistration from './sendRegistration';

export interface RegistrationSubmit {
  /** True from the click until a failure was shown, or while the browser leaves for the payment page. */
  submitting: boolean;
  /** The last submit repeated an existing registration: whether the server mailed its link now or had already. */
  existingLink: ExistingRegistrationLink | undefined;
  /** Sends validated form values; a call while one is in flight is ignored. */
  submit: (values: RegistrationValues) => Promise<void>;
}

/** Submits the registration and acts on the outcome: payment page, thank-you page, or an alert (spec sections 4 and 8). */
export function useRegistrationSubmit(): RegistrationSubmit {
  const intl = useIntl();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [existingLink, setExistingLink] = useState<ExistingRegistrationLink | undefined>(undefined);
  // State updates are not seen until the next render, so a quick second click is caught by a ref.
  const inFlight = useRef(false);

  const submit = useCallback(
    async (values: RegistrationValues) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      setExistingLink(undefined);
      const textValues = eventTextValues(event, intl.locale);
      const format = (key: string, values?: Record<string, string | number>) =>
        intl.formatMessage({ id: key }, { ...textValues, ...values });
      // The sending code, the API client and the failure texts are not needed to fill the form: they load on submit.
      let sending: typeof SendRegistration;
      try {
        sending = await import('./sendRegistration');
      } catch {
        // The code could not be fetched: no request was made, and the connection is the likely cause.
        window.alert(format('alert.network'));
        inFlight.current = false;
        setSubmitting(false);
        return;
      }
      try {
        const outcome = await sending.sendRegistration(values);
        if (outcome.kind === 'redirect') {
          // The checkout's return addresses hold no token: the thank-you page and the cancel's way back find it in this tab.
          if (outcome.token) sending.keepThankYouToken(outcome.token);
          // Stay busy: the page is being replaced and must not be submitted again meanwhile.
          window.location.replace(outcome.url);
          return;
        }
        const search = new URLSearchParams({
          payment: outcome.payment,
          ...(outcome.reference ? { reference: outcome.reference } : {}),
        });
        // The token travels in the history entry's state, never in the address.
        void navigate(
          { pathname: '/thankMessage', search: `?${search.toString()}` },
          outcome.token ? { state: { token: outcome.token } } : undefined,
        );
      } catch (failure) {
        const answerFormat = await sending.withServerAnswerTexts(format, intl.locale);
        window.alert(sending.submitFailureMessage(failure, answerFormat, intl.locale === 'en'));
        // The alert keeps the spec's words; the page says besides what became of the link: sent now, or already.
        setExistingLink(sending.existingRegistrationLink(failure));
      }
      inFlight.current = false;
      setSubmitting(false);
    },
    [intl, navigate],
  );

  return { submitting, existingLink, submit };
}
