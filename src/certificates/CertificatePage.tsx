import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

import type { CertificateCheck } from '../../core/api/certificateTypes';
import { certificateNumberPattern, parseCertificateIdentifier } from '../../core/rules/certificates';
import { isApiError } from '../api/ApiError';
import { type ApiClient, createApiClient, reportToErrorService } from '../api/client';
import DocumentCheckHeading from '../components/DocumentCheckHeading';
import DelegateTexts from '../delegate/DelegateTexts';
import { useDelegateFormat } from '../delegate/useDelegateFormat';
import { useText } from '../i18n/useText';

type Check =
  | { kind: 'checking' }
  | { kind: 'answered'; answer: CertificateCheck }
  | { kind: 'unknown' }
  /** A bare number, without the code the printed address carries: it verifies nothing, so nothing is asked. */
  | { kind: 'incomplete' }
  | { kind: 'malformed' }
  | { kind: 'failed' };

function checkOf(written: string): Check {
  if (parseCertificateIdentifier(written)) return { kind: 'checking' };
  return certificateNumberPattern.test(written.trim().toUpperCase()) ? { kind: 'incomplete' } : { kind: 'malformed' };
}

// An unknown number is an answer, not a fault of the site: only other failures are reported.
const verifier: ApiClient = createApiClient({
  onFailure: (failure) =>
    isApiError(failure) && failure.response?.status === 404 ? Promise.resolve() : reportToErrorService(failure),
});

export interface CertificatePageProps {
  /** The certificate's identifier in the address (number and code), as written there. */
  identifier: string;
}

/**
 * Route '/certificates/<number>-<code>': whether a certificate is genuine, with only what it prints (name, event,
 * meetings and days, day of issue), or that it was revoked.
 */
function CertificateVerification({ identifier: written }: CertificatePageProps) {
  const t = useText();
  const format = useDelegateFormat();
  const { locale } = useIntl();
  const identifier = written.trim().toUpperCase();
  const wellFormed = parseCertificateIdentifier(identifier) !== undefined;
  const [check, setCheck] = useState<Check>(() => checkOf(identifier));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wellFormed) return;
    let live = true;
    setCheck({ kind: 'checking' });
    verifier.get(`/web/certificates/${encodeURIComponent(identifier)}`, { query: { lang: locale } }).then(
      (answer) => live && setCheck({ kind: 'answered', answer: answer as CertificateCheck }),
      (failure: unknown) =>
        live &&
        setCheck(isApiError(failure) && failure.response?.status === 404 ? { kind: 'unknown' } : { kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [identifier, wellFormed, locale, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return (
    <main className="page" id="main">
      <DocumentCheckHeading>{t('certificate.verify.title')}</DocumentCheckHeading>
      <div role="status" aria-live="polite">
        {check.kind === 'checking' && <p>{t('certificate.verify.checking')}</p>}
        {check.kind === 'answered' && check.answer.status === 'valid' && (
          <>
            <p className="notice notice--success">{t('certificate.verify.genuine', { number: check.answer.number })}</p>
            <dl className="document-check__facts">
              <dt>{t('certificate.verify.name')}</dt>
              <dd>{check.answer.name}</dd>
              <dt>{t('certificate.verify.event')}</dt>
              <dd>{check.answer.event}</dd>
              <dt>{t('certificate.verify.attended')}</dt>
              {check.answer.attended.map((line) => (
                <dd key={line}>{line}</dd>
              ))}
              <dt>{t('certificate.verify.issuedOn')}</dt>
              <dd>{format.day(check.answer.issuedOn)}</dd>
              {check.answer.signedBy && (
                <>
                  <dt>{t('certificate.verify.signedBy')}</dt>
                  <dd>{check.answer.signedBy.name}</dd>
                  <dd>{check.answer.signedBy.title}</dd>
                </>
              )}
            </dl>
          </>
        )}
        {check.kind === 'answered' && check.answer.status === 'revoked' && (
          <p className="notice notice--error">{t('certificate.verify.revoked', { number: check.answer.number })}</p>
        )}
        {check.kind === 'unknown' && (
          <p className="notice notice--error">{t('certificate.verify.unknown', { identifier })}</p>
        )}
        {check.kind === 'incomplete' && <p className="notice notice--error">{t('certificate.verify.incomplete')}</p>}
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
      <CertificateVerification {...props} />
    </DelegateTexts>
  );
}
