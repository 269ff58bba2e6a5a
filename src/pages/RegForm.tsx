import { useCallback, useEffect, useRef, useState } from 'react';

import type { RegistrationValues } from '../../core/model/types';
import SubmitButton from '../../widgets/SubmitButton';
import DraftNotice from '../components/DraftNotice';
import ErrorSummary from '../components/ErrorSummary';
import PageBanner from '../components/PageBanner';
import PeriodCheckFailed from '../components/PeriodCheckFailed';
import RegFormHeader from '../components/RegFormHeader';
import RegistrationClosed from '../components/RegistrationClosed';
import RegistrationLinkNote from '../components/RegistrationLinkNote';
import { useDraft } from '../drafts/useDraft';
import type { PeriodCheck } from '../form/loadPeriod';
import RegistrationForm, { type SubmitError } from '../form/RegistrationForm';
import { usePeriod } from '../form/usePeriod';
import { replayEarlyEdits } from '../prerender/replayEarlyEdits';
import { useRegistrationSubmit } from '../registration/useRegistrationSubmit';

/** The period check and the API client load just after the form, not before it. */
const loadPeriodFromServer = () => import('../form/loadPeriod').then((module) => module.loadPeriod());

export interface RegFormProps {
  /** Where the fee period comes from; the backend unless a test says otherwise. */
  loadPeriod?: () => Promise<PeriodCheck>;
}

/** Route '/' (RegForm): the header and the registration form, submitted to the backend; a closed page after the closing day. */
export default function RegForm({ loadPeriod = loadPeriodFromServer }: RegFormProps) {
  const { status, period, retry } = usePeriod(loadPeriod);
  const draft = useDraft(period);
  const { submitting, existingLink, submit } = useRegistrationSubmit();
  // A new attempt is a new summary, so it is announced again.
  const [summary, setSummary] = useState<{ errors: SubmitError[]; attempt: number }>();
  const showErrors = useCallback(
    (errors: SubmitError[]) => setSummary((previous) => ({ errors, attempt: (previous?.attempt ?? 0) + 1 })),
    [],
  );
  const submitValid = useCallback(
    (values: RegistrationValues) => {
      setSummary(undefined);
      void submit(values);
    },
    [submit],
  );

  // The form may have been typed into while the page's scripts were on their way (the build renders it into the HTML).
  const page = useRef<HTMLElement>(null);
  useEffect(() => {
    if (page.current) replayEarlyEdits(page.current);
  }, []);

  if (status === 'closed') return <RegistrationClosed />;
  return (
    <>
      <PageBanner />
      <main className="page" id="main" ref={page}>
        <RegFormHeader />
        {status === 'failed' && <PeriodCheckFailed onRetry={retry} />}
        {draft.restored && <DraftNotice onStartAgain={draft.startAgain} />}
        {summary && summary.errors.length > 0 && <ErrorSummary key={summary.attempt} errors={summary.errors} />}
        <RegistrationForm
          period={period}
          onValidSubmit={submitValid}
          replaceValues={draft.replaceValues}
          onValuesChange={draft.onValuesChange}
          onInvalidSubmit={showErrors}
        >
          <div className="form-actions">
            <SubmitButton submitting={submitting} />
          </div>
          <RegistrationLinkNote existingLink={existingLink} />
        </RegistrationForm>
      </main>
    </>
  );
}
