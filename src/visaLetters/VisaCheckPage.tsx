import { type FormEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import type { VisaCheckAnswer } from '../../core/api/visaLetterTypes';
import { formatEventDate } from '../../core/i18n/eventTextValues';
import { normalisedVerificationCode } from '../../core/rules/visaLetter';
import { isApiError } from '../api/ApiError';
import { type ApiClient, createApiClient, reportToErrorService } from '../api/client';
import DocumentCheckHeading from '../components/DocumentCheckHeading';
import DelegateTextField from '../delegate/DelegateTextField';
import DelegateTexts from '../delegate/DelegateTexts';
import { useText } from '../i18n/useText';

type Check =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'genuine'; letter: VisaCheckAnswer }
  | { kind: 'unknown' }
  | { kind: 'failed' };

// An unknown code is an answer, not a fault of the site: only other failures are reported.
const checker: ApiClient = createApiClient({
  onFailure: (failure) =>
    isApiError(failure) && failure.response?.status === 404 ? Promise.resolve() : reportToErrorService(failure),
});

/**
 * Route '/visa-letters/check[?code=]': an embassy checks the code printed on an invitation letter and reads the name,
 * the event and its dates, nothing more.
 */
function VisaCheck() {
  const id = useId();
  const t = useText();
  const { locale } = useIntl();
  const { search } = useLocation();
  const [code, setCode] = useState(() => new URLSearchParams(search).get('code') ?? '');
  const [asked, setAsked] = useState(() => normalisedVerificationCode(code));
  const [check, setCheck] = useState<Check>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (asked === undefined) return;
    let live = true;
    setCheck({ kind: 'checking' });
    checker.get(`/web/visa-letters/${encodeURIComponent(asked)}`, { query: { lang: locale } }).then(
      (answer) => live && setCheck({ kind: 'genuine', letter: answer as VisaCheckAnswer }),
      (failure: unknown) =>
        live &&
        setCheck(isApiError(failure) && failure.response?.status === 404 ? { kind: 'unknown' } : { kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [asked, locale, attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalised = normalisedVerificationCode(code);
    if (normalised === undefined) setCheck({ kind: 'unknown' });
    else {
      setAsked(normalised);
      setAttempt((count) => count + 1);
    }
  };

  return (
    <main className="page" id="main">
      <DocumentCheckHeading>{t('delegate.visaCheck.title')}</DocumentCheckHeading>
      <p>{t('delegate.visaCheck.intro')}</p>
      <form onSubmit={submit} noValidate>
        <DelegateTextField id={`${id}-code`} label={t('delegate.visaCheck.code')} value={code} onChange={setCode} />
        <button type="submit" className="button">
          {t('delegate.visaCheck.submit')}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {check.kind === 'checking' && <p>{t('delegate.visaCheck.checking')}</p>}
        {check.kind === 'genuine' && (
          <>
            <p className="notice notice--success">{t('delegate.visaCheck.genuine')}</p>
            <dl className="document-check__facts">
              <dt>{t('delegate.visaCheck.name')}</dt>
              <dd>{check.letter.name}</dd>
              <dt>{t('delegate.visaCheck.event')}</dt>
              <dd>{check.letter.event}</dd>
              <dt>{t('delegate.visaCheck.dates')}</dt>
              <dd>
                {t('delegate.visaCheck.datesValue', {
                  firstDay: formatEventDate(check.letter.firstDay, locale),
                  lastDay: formatEventDate(check.letter.lastDay, locale),
                })}
              </dd>
            </dl>
          </>
        )}
        {check.kind === 'unknown' && <p className="notice notice--error">{t('delegate.visaCheck.unknown')}</p>}
        {check.kind === 'failed' && <p className="notice notice--error">{t('delegate.visaCheck.failed')}</p>}
      </div>
    </main>
  );
}

/** The page with the delegate pages' texts, loaded with it. */
export default function VisaCheckPage() {
  return (
    <DelegateTexts>
      <VisaCheck />
    </DelegateTexts>
  );
}
