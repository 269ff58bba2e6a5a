import { delegatePaths } from '../../core/paths/delegatePaths';
import { useText } from '../i18n/useText';
import type { ExistingRegistrationLink } from '../registration/existingRegistration';

const linkTexts: Record<ExistingRegistrationLink, string> = {
  sent: 'form.linkSent',
  alreadySent: 'form.linkAlreadySent',
};

/**
 * Under the form's Submit: after a repeat of an existing registration, what the server did with its link (mailed now
 * to the address typed, or already within the last minutes; the alert keeps the spec's words), and always the way to
 * a lost link. A plain link, as the language switcher's: the router's Link would add to the form's first load, and
 * the draft survives the page change.
 */
export default function RegistrationLinkNote({ existingLink }: { existingLink: ExistingRegistrationLink | undefined }) {
  const text = useText();
  return (
    <div className="form-links">
      <p role="status" className={existingLink ? 'notice notice--success' : undefined}>
        {existingLink ? text(linkTexts[existingLink]) : ''}
      </p>
      <p>
        <a href={delegatePaths.findRegistration}>{text('form.lostLink')}</a>
      </p>
    </div>
  );
}
