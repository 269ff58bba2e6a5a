import { useState } from 'react';

import { meetings } from '../../../core/model/meetings';
import { event } from '../../../core/model/schemaData';
import { erasureDay } from '../../../core/rules/retention';
import { call } from '../staffApi';
import { useStaffCall } from '../useStaffCall';
import { useStaffFormat } from '../useStaffFormat';
import { useStaffText } from '../useStaffText';

export interface ErasePersonalDataProps {
  id: string;
  erasedAt: string | null;
  manager: boolean;
  /** Called with the outcome's words once the erasure was asked for. */
  onErased: (text: string) => void;
}

/**
 * A registration's personal data: when it is (or was) erased, and for managers the early erasure at the delegate's
 * request, behind a confirmation since it cannot be undone.
 */
export default function ErasePersonalData({ id, erasedAt, manager, onErased }: ErasePersonalDataProps) {
  const t = useStaffText();
  const format = useStaffFormat();
  const staffCall = useStaffCall();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const erase = async () => {
    if (busy) return;
    setBusy(true);
    const result = await staffCall(() =>
      call<{ outcome: 'erased' | 'already_erased' }>('POST', `/staff/api/registrations/${id}/erase`, {}),
    );
    setBusy(false);
    setConfirming(false);
    if (!result.ok) return setFailure(result.message);
    setFailure('');
    onErased(t(result.value.outcome === 'erased' ? 'staff.erase.erased' : 'staff.erase.alreadyErased'));
  };

  return (
    <section aria-labelledby="staff-erase-heading">
      <h2 id="staff-erase-heading">{t('staff.erase.heading')}</h2>
      {erasedAt ? (
        <p>{t('staff.erase.done', { at: format.instant(erasedAt) })}</p>
      ) : (
        <p>{t('staff.erase.due', { day: format.day(erasureDay(event, meetings)) })}</p>
      )}
      {failure && <p role="alert">{failure}</p>}
      {manager && !erasedAt && !confirming && (
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
          {t('staff.erase.action')}
        </button>
      )}
      {manager && !erasedAt && confirming && (
        <div className="staff-confirm" role="group" aria-labelledby="staff-erase-confirm">
          <p id="staff-erase-confirm">{t('staff.erase.confirm')}</p>
          <div className="staff-buttons">
            <button type="button" className="button" disabled={busy} onClick={() => void erase()}>
              {t('staff.erase.confirmAction')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              {t('staff.erase.cancel')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
