import { useText } from '../i18n/useText';

export interface DraftNoticeProps {
  onStartAgain: () => void;
}

/** Says that what was typed earlier in this tab is back, with a way to start again with an empty form. */
export default function DraftNotice({ onStartAgain }: DraftNoticeProps) {
  const t = useText();
  return (
    <div className="notice" role="status">
      <p>{t('draft.restored')}</p>
      <button type="button" className="button button--secondary notice__action" onClick={onStartAgain}>
        {t('draft.startAgain')}
      </button>
    </div>
  );
}
