import type { AnnouncementVersion } from '../../../core/rules/announcements';
import { useStaffText } from '../useStaffText';

export interface VersionFieldsProps {
  language: string;
  version: AnnouncementVersion;
  /** The message of each field that cannot be sent, already in the console's words. */
  errors: Partial<Record<keyof AnnouncementVersion, string>>;
  onChange: (version: AnnouncementVersion) => void;
}

/** One language's subject and text. */
export default function VersionFields({ language, version, errors, onChange }: VersionFieldsProps) {
  const t = useStaffText();
  const id = `announcement-${language}`;
  const described = (field: keyof AnnouncementVersion, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset>
      <legend>{t(`staff.announcements.version.${language}`)}</legend>
      <div className={`field${errors.subject ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-subject`}>{t('staff.announcements.subject')}</label>
        <input
          className="input"
          id={`${id}-subject`}
          lang={language}
          value={version.subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={described('subject')}
          onChange={(event) => onChange({ ...version, subject: event.target.value })}
        />
        {errors.subject && (
          <p id={`${id}-subject-error`} className="field__error">
            {errors.subject}
          </p>
        )}
      </div>
      <div className={`field${errors.body ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-body`}>{t('staff.announcements.body')}</label>
        <textarea
          className="input"
          id={`${id}-body`}
          lang={language}
          rows={8}
          value={version.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={described('body', `${id}-body-hint`)}
          onChange={(event) => onChange({ ...version, body: event.target.value })}
        />
        <span id={`${id}-body-hint`} className="field__hint">
          {t('staff.announcements.bodyHint')}
        </span>
        {errors.body && (
          <p id={`${id}-body-error`} className="field__error">
            {errors.body}
          </p>
        )}
      </div>
    </fieldset>
  );
}
