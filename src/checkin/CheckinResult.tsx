import { forwardRef } from 'react';

import { useStaffFormat } from '../staff/useStaffFormat';
import { useStaffText } from '../staff/useStaffText';
import type { ScanOutcome } from './useDoor';

export interface CheckinResultProps {
  outcome: ScanOutcome;
  /** The meeting's name, for "not registered for the ...". */
  meetingName: string;
  /** Offered to managers while the delegate is checked in on the day shown. */
  onUndo?: () => void;
}

/** Whether an answer lets the delegate in: the result's colour says it, and its words say it too. */
function toneOf(kind: ScanOutcome['answer']['kind']): 'ok' | 'warn' | 'stop' {
  if (kind === 'checkedIn') return 'ok';
  if (kind === 'alreadyCheckedIn' || kind === 'undone') return 'warn';
  return 'stop';
}

/** The answer within a glance: what happened, then the delegate as the badge names them. */
const CheckinResult = forwardRef<HTMLHeadingElement, CheckinResultProps>(function CheckinResult(
  { outcome, meetingName, onUndo },
  headingRef,
) {
  const t = useStaffText();
  const { instant } = useStaffFormat('checkin.answer.alreadyCheckedIn');
  const { answer, entry, pending } = outcome;
  const text =
    answer.kind === 'alreadyCheckedIn'
      ? t('checkin.answer.alreadyCheckedIn', { at: instant(answer.at), by: answer.by })
      : answer.kind === 'notRegisteredToday'
        ? t('checkin.answer.notRegisteredToday', { meeting: meetingName })
        : t(`checkin.answer.${answer.kind}`);
  return (
    <section className={`checkin-result checkin-result-${toneOf(answer.kind)}`} aria-labelledby="checkin-result">
      <h2 id="checkin-result" tabIndex={-1} ref={headingRef}>
        {text}
      </h2>
      {pending && <p>{t('checkin.answer.pending')}</p>}
      {entry && answer.kind !== 'unknownCode' && (
        <>
          <p className="checkin-name">{entry.name}</p>
          <dl className="checkin-facts">
            <dt>{t('checkin.field.organisation')}</dt>
            <dd>{entry.organisation}</dd>
            <dt>{t('checkin.field.region')}</dt>
            <dd>{entry.region}</dd>
            <dt>{t('checkin.field.feeCategory')}</dt>
            <dd>{entry.feeCategory}</dd>
            <dt>{t('checkin.field.reference')}</dt>
            <dd>{entry.reference}</dd>
          </dl>
        </>
      )}
      {onUndo && (
        <button type="button" className="button button--danger" onClick={onUndo}>
          {t('checkin.undo')}
        </button>
      )}
    </section>
  );
});

export default CheckinResult;
