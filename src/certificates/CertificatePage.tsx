import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import { certificateNumberPattern } from '../../core/rules/certificates';
import { isApiError } from '../api/ApiError';
import { type ApiClient, createApiClient, reportToErrorService } from '../api/client';
import DelegateTexts from '../delegate/DelegateTexts';
import { useText } from '../i18n/useText';

/** What the server says of a genuine number: the name and the event, nothing more. */
interface Verified {
  number: string;
  name: string;
  event: string;
}

type Check =
  | { kind: 'checking' }
  | { kind: 'genuine'; certificate: Verified }
  | { kind: 'unknown' }
  | { kind: 'malformed' }
  | { kind: 'failed' };

// An unknown number is an answer, not a fault of the site: only other failures are reported.
const verifier: ApiClient = createApiClient({
  onFailure: (failure) =>
    isApiError(failure) && failure.response?.status === 404 ? Promise.resolve() : reportToErrorService(failure),
});

export interface CertificatePageProps {
  /** The number in the address, as written there. */
  number: string;
}

/** Route '/certificates/<number>': whether a certificate number is genuine, and for whom (name and event only). */
function CertificateCheck({ number: written }: CertificatePageProps) {
  const t = useText();
  const { locale } = useIntl();
  const number = written.trim().toUpperCase();
  const wellFormed = certificateNumberPattern.test(number);
  const [check, setCheck] = useState<Check>(wellFormed ? { kind: 'checking' } : { kind: 'malformed' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wellFormed) return;
    let live = true;
    setCheck({ kind: 'checking' });
    verifier.get(`/web/certificates/${encodeURIComponent(number)}`, { query: { lang: locale } }).then(
      (answer) => live && setCheck({ kind: 'genuine', certificate: answer as Verified }),
      (failure: unknown) =>
        live &&
        setCheck(isApiError(failure) && failure.response?.status === 404 ? { kind: 'unknown' } : { kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [number, wellFormed, locale, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return (
    <main className="page" id="main">
      <h1>{t('certificate.verify.title')}</h1>
      <div role="status" aria-live="polite">
        {check.kind === 'checking' && <p>{t('certificate.verify.checking')}</p>}
        {check.kind === 'genuine' && (
          <>
            <p className="notice notice--success">
              {t('certificate.verify.genuine', { number: check.certificate.number })}
            </p>
            <dl>
              <dt>{t('certificate.verify.name')}</dt>
              <dd>{check.certificate.name}</dd>
              <dt>{t('certificate.verify.event')}</dt>
              <dd>{check.certificate.event}</dd>
            </dl>
          </>
        )}
        {check.kind === 'unknown' && (
          <p className="notice notice--error">{t('certificate.verify.unknown', { number })}</p>
        )}
        {check.kind === 'malformed' && <p className="notice notice--error">{t('certificate.verify.malformed')}</p>}
        {check.kind === 'failed' && <p className="notice notice--error">{t('certificate.verify.failed')}</p>}
      </div>
      {check.kind === 'failed' && (
        <button type="button" className="button" onClick={retry}>
          {t('certificate.verify.retry')}
        </button>
      )}
    </main>
  );
}

/** The page with its texts, loaded with it rather than with the form (src/delegate/delegateCatalogue.ts). */
export default function CertificatePage(props: CertificatePageProps) {
  return (
    <DelegateTexts>
      <CertificateCheck {...props} />
    </DelegateTexts>
  );
}
