import { useCallback, useEffect, useId, useState } from 'react';

import type { CertificatePreview } from '../../../core/api/certificateTypes';
import ActionForm from '../ActionForm';
import { chosenFilters } from '../badges/badgesHref';
import ListFilters from '../ListFilters';
import { staffApi } from '../staffApi';
import { useStaffCall } from '../useStaffCall';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';
import CertificatePreviewSection from './CertificatePreviewSection';

/** GET /staff/api/certificates. */
interface CertificateStatus {
  open: boolean;
  lastDay: string;
  issued: number;
  checkedIn: number;
}

/**
 * Route '/staff/certificates': how many certificates so far, then who gets one (everyone checked in, those the
 * registrations list's filters find, or some by reference), shown before a manager issues them after the last day.
 */
export default function CertificatesPage() {
  const t = useStaffText();
  const { day } = useStaffFormat();
  const staffCall = useStaffCall();
  const id = useId();
  const [status, setStatus] = useState<CertificateStatus>();
  const [error, setError] = useState('');
  // `focus`: whether the preview was asked for just now (and takes the focus) or refreshed after issuing (the
  // outcome's announcement has the focus then).
  const [shown, setShown] = useState<{
    selection: Record<string, string>;
    preview: CertificatePreview;
    focus: boolean;
  }>();

  const load = useCallback(async () => {
    const result = await staffCall(() => staffApi.certificates<CertificateStatus>());
    if (result.ok) {
      setStatus(result.value);
      setError('');
    } else setError(result.message);
  }, [staffCall]);

  useEffect(() => {
    void load();
  }, [load]);

  const preview = async (selection: Record<string, string>, focus = true) => {
    const result = await staffCall(() => staffApi.certificatePreview(selection));
    if (result.ok) {
      setError('');
      setShown({ selection, preview: result.value, focus });
    } else setError(result.message);
  };

  const lastDay = status ? day(status.lastDay) : '';
  return (
    <>
      <h1>{t('staff.certificates.heading')}</h1>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      {status && (
        <>
          <p>{t('staff.certificates.intro', { lastDay })}</p>
          <p>{t('staff.certificates.status', { issued: status.issued, checkedIn: status.checkedIn })}</p>
          {!status.open && <p className="notice">{t('staff.certificates.tooEarly', { lastDay })}</p>}
        </>
      )}
      <section aria-labelledby={`${id}-everyone`}>
        <h2 id={`${id}-everyone`}>{t('staff.certificates.choose.everyone.heading')}</h2>
        <button type="button" className="button" onClick={() => void preview({})}>
          {t('staff.certificates.preview')}
        </button>
      </section>
      <section aria-labelledby={`${id}-filter`}>
        <h2 id={`${id}-filter`}>{t('staff.certificates.choose.filter.heading')}</h2>
        <ListFilters
          params={new URLSearchParams()}
          submitLabel={t('staff.certificates.preview')}
          onApply={(values) => void preview(chosenFilters(values))}
        />
      </section>
      <ActionForm
        heading={t('staff.certificates.choose.references.heading')}
        fields={[
          {
            name: 'references',
            label: t('staff.certificates.references.label'),
            hint: t('staff.certificates.references.hint'),
            required: true,
          },
        ]}
        submitLabel={t('staff.certificates.preview')}
        send={async (values) => {
          const selection = { references: values.references?.trim() ?? '' };
          return { selection, preview: await staffApi.certificatePreview(selection), focus: true };
        }}
        onDone={(answer) => setShown(answer as NonNullable<typeof shown>)}
      />
      {shown && status && (
        <CertificatePreviewSection
          selection={shown.selection}
          preview={shown.preview}
          open={status.open}
          takeFocus={shown.focus}
          onIssued={() => {
            void load();
            void preview(shown.selection, false);
          }}
        />
      )}
    </>
  );
}
