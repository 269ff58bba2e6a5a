import { useEffect, useId, useRef } from 'react';

import type { CertificatePreview } from '../../../core/api/certificateTypes';
import ActionForm from '../ActionForm';
import { staffApi } from '../staffApi';
import { useStaff } from '../StaffContext';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';

export interface CertificatePreviewSectionProps {
  selection: Record<string, string>;
  preview: CertificatePreview;
  /** Whether the last day is over, so certificates may be issued. */
  open: boolean;
  /** Whether the preview was just asked for, and so takes the focus. */
  takeFocus: boolean;
  onIssued: () => void;
}

/** Who the chosen selection gives a certificate, and (managers, after the last day) issuing them, confirmed first. */
export default function CertificatePreviewSection({
  selection,
  preview,
  open,
  takeFocus,
  onIssued,
}: CertificatePreviewSectionProps) {
  const t = useStaffText();
  const { day } = useStaffFormat();
  const { session, announce } = useStaff();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const count = preview.recipients.length;

  // The preview is what the person asked for: it takes the focus, so a screen reader reads it at once.
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [preview, takeFocus]);

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} tabIndex={-1} ref={heading}>
        {t('staff.certificates.preview.heading', { count })}
      </h2>
      {count > 0 && (
        <table className="data-table data-table--cards">
          <thead>
            <tr>
              <th scope="col">{t('staff.certificates.preview.name')}</th>
              <th scope="col">{t('staff.certificates.preview.reference')}</th>
              <th scope="col">{t('staff.certificates.preview.days')}</th>
              <th scope="col">{t('staff.certificates.preview.certificate')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.recipients.map((recipient) => (
              <tr key={recipient.reference}>
                <th scope="row">{recipient.name}</th>
                <td data-label={t('staff.certificates.preview.reference')}>{recipient.reference}</td>
                <td data-label={t('staff.certificates.preview.days')}>
                  {recipient.days.map((each) => day(each)).join(', ')}
                </td>
                <td data-label={t('staff.certificates.preview.certificate')}>
                  {recipient.certificate
                    ? t('staff.certificates.preview.kept', { number: recipient.certificate })
                    : t('staff.certificates.preview.new')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {preview.notCheckedIn.length > 0 && (
        <p>{t('staff.certificates.preview.notCheckedIn', { references: preview.notCheckedIn.join(', ') })}</p>
      )}
      {preview.unknown.length > 0 && (
        <p className="notice notice--error">
          {t('staff.certificates.preview.unknown', { references: preview.unknown.join(', ') })}
        </p>
      )}
      {session.account.role !== 'manager' ? (
        <p>{t('staff.certificates.managersOnly')}</p>
      ) : (
        open &&
        count > 0 && (
          <ActionForm
            heading={t('staff.certificates.issue')}
            fields={[]}
            submitLabel={t('staff.certificates.issue')}
            confirmation={{
              heading: t('staff.certificates.confirm.heading'),
              body: () => <p>{t('staff.certificates.confirm.selection', { count })}</p>,
              confirmLabel: t('staff.certificates.confirm.yes'),
              backLabel: t('staff.certificates.confirm.back'),
            }}
            send={() => staffApi.issueCertificates(selection)}
            onDone={(answer) => {
              const summary = answer as Awaited<ReturnType<typeof staffApi.issueCertificates>>;
              announce(
                t('staff.certificates.done', {
                  issued: summary.issued.length,
                  already: summary.alreadyIssued,
                  notCheckedIn: summary.notCheckedIn.length,
                }),
                { focus: true },
              );
              onIssued();
            }}
          />
        )
      )}
    </section>
  );
}
