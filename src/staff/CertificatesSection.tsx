import { useCallback, useEffect, useState } from 'react';

import ActionForm from './ActionForm';
import { staffApi } from './staffApi';
import { useStaff } from './StaffContext';
import { useStaffCall } from './useStaffCall';
import { useStaffFormat } from './useStaffFormat';
import { useStaffText } from './useStaffText';

/** GET /staff/api/certificates. */
interface CertificateStatus {
  open: boolean;
  lastDay: string;
  issued: number;
  checkedIn: number;
}

/** POST /staff/api/certificates/issue. */
interface IssueSummary {
  issued: string[];
  alreadyIssued: number;
  notCheckedIn: number[];
}

/** The Lists page's certificates: how many so far, and (managers, after the last day) issuing them, confirmed first. */
export default function CertificatesSection() {
  const t = useStaffText();
  const { day } = useStaffFormat();
  const { session, announce } = useStaff();
  const staffCall = useStaffCall();
  const [status, setStatus] = useState<CertificateStatus>();
  const [error, setError] = useState('');

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

  const lastDay = status ? day(status.lastDay) : '';
  return (
    <section aria-labelledby="lists-certificates">
      <h2 id="lists-certificates">{t('staff.certificates.heading')}</h2>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      {status && (
        <>
          <p>{t('staff.certificates.intro', { lastDay })}</p>
          <p>{t('staff.certificates.status', { issued: status.issued, checkedIn: status.checkedIn })}</p>
          {session.account.role !== 'manager' ? (
            <p>{t('staff.certificates.managersOnly')}</p>
          ) : !status.open ? (
            <p className="notice">{t('staff.certificates.tooEarly', { lastDay })}</p>
          ) : (
            <ActionForm
              heading={t('staff.certificates.issue')}
              fields={[
                { name: 'ids', label: t('staff.certificates.ids.label'), hint: t('staff.certificates.ids.hint') },
              ]}
              submitLabel={t('staff.certificates.issue')}
              confirmation={{
                heading: t('staff.certificates.confirm.heading'),
                body: (values) => (
                  <p>
                    {values.ids?.trim()
                      ? t('staff.certificates.confirm.some', { ids: values.ids.trim() })
                      : t('staff.certificates.confirm.all')}
                  </p>
                ),
                confirmLabel: t('staff.certificates.confirm.yes'),
                backLabel: t('staff.certificates.confirm.back'),
              }}
              send={(values) => staffApi.issueCertificates<IssueSummary>(values.ids ?? '')}
              onDone={(answer) => {
                const summary = answer as IssueSummary;
                announce(
                  t('staff.certificates.done', {
                    issued: summary.issued.length,
                    already: summary.alreadyIssued,
                    notCheckedIn: summary.notCheckedIn.length,
                  }),
                  { focus: true },
                );
                void load();
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
