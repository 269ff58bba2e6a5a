import { delegatePaths } from '../../core/paths/delegatePaths';
import { useText } from '../i18n/useText';

/**
 * Under the form's Submit: after a repeat of an existing registration, that its link went to the address typed (the
 * alert keeps the spec's words), and always the way to a lost link. A plain link, as the language switcher's: the
 * router's Link would add to the form's first load, and the draft survives the page change.
 */
export default function RegistrationLinkNote({ linkSent }: { linkSent: boolean }) {
  const text = useText();
  return (
    <div className="form-links">
      <p role="status" className={linkSent ? 'notice notice--success' : undefined}>
        {linkSent ? text('form.linkSent') : ''}
      </p>
      <p>
        <a href={delegatePaths.findRegistration}>{text('form.lostLink')}</a>
      </p>
    </div>
  );
}
