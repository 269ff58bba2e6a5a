import { useText } from '../i18n/useText';

export interface PeriodCheckFailedProps {
  onRetry: () => void;
}

/** Says the fee period could not be checked, rather than silently taking the early bird, and offers to ask again. */
export default function PeriodCheckFailed({ onRetry }: PeriodCheckFailedProps) {
  const t = useText();
  return (
    <div className="notice notice--warning" role="alert">
      <p>{t('period.failed')}</p>
      <button type="button" className="button button--secondary notice__action" onClick={onRetry}>
        {t('period.retry')}
      </button>
    </div>
  );
}
