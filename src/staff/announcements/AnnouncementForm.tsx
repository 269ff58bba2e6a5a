import { type FormEvent, useState } from 'react';

import type { AnnouncementPreview } from '../../../core/api/announcementTypes';
import {
  type AnnouncementAudience,
  type AnnouncementTexts,
  type AnnouncementVersion,
  isWritten,
  maxBodyLength,
  maxSubjectLength,
  versionProblems,
} from '../../../core/rules/announcements';
import { offeredLocales } from '../../i18n/catalogue';
import { useStaff } from '../StaffContext';
import { useStaffCall } from '../useStaffCall';
import { useStaffText } from '../useStaffText';
import { loadDraft, nextDraft, saveDraft } from './announcementDraft';
import { announcementsApi } from './announcementsApi';
import AudienceFields from './AudienceFields';
import VersionFields from './VersionFields';

const emptyVersion: AnnouncementVersion = { subject: '', body: '' };
type FieldErrors = Record<string, string>;

/** The versions to send: English always, another language when anything of it was written. */
function textsOf(versions: Record<string, AnnouncementVersion>): AnnouncementTexts {
  const texts: Record<string, AnnouncementVersion> = { en: versions.en ?? emptyVersion };
  for (const language of offeredLocales)
    if (language !== 'en' && isWritten(versions[language])) texts[language] = versions[language];
  return texts as AnnouncementTexts;
}

/**
 * A manager's announcement: the audience by the console's filters, a version per language, then Preview (how many it
 * reaches and one delegate's e-mail) and Send, which the draft's key makes happen once however often it is pressed.
 */
export default function AnnouncementForm({ onSent }: { onSent: () => void }) {
  const t = useStaffText();
  const staffCall = useStaffCall();
  const { announce } = useStaff();
  const [draft, setDraft] = useState(loadDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<AnnouncementPreview>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const change = (next: { audience?: AnnouncementAudience; versions?: Record<string, AnnouncementVersion> }) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    saveDraft(updated);
    // What was previewed is no longer what would be sent.
    setPreview(undefined);
  };

  /** The console's own check, by the rule the server applies too. */
  const check = (): boolean => {
    const found: FieldErrors = {};
    for (const language of offeredLocales) {
      const problems = versionProblems(draft.versions[language] ?? emptyVersion, language === 'en');
      for (const [field, key] of Object.entries(problems))
        found[`${language}.${field}`] = t(key, { max: field === 'subject' ? maxSubjectLength : maxBodyLength });
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`announcement-${first.replace('.', '-')}`)?.focus();
    return first === undefined;
  };

  const run = async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
    if (busy) return undefined;
    setBusy(true);
    const result = await staffCall(work);
    setBusy(false);
    if (result.ok) {
      setFailure('');
      return result.value;
    }
    const fieldErrors = Object.fromEntries(
      Object.entries(result.errors).map(([field, list]) => [field, list[0] ?? '']),
    );
    setErrors(fieldErrors);
    setFailure(result.message);
    return undefined;
  };

  const showPreview = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    const answer = await run(() =>
      announcementsApi.preview({ audience: draft.audience, texts: textsOf(draft.versions) }),
    );
    if (answer) setPreview(answer);
  };

  const send = async () => {
    if (!check()) return;
    const answer = await run(() =>
      announcementsApi.send({ key: draft.key, audience: draft.audience, texts: textsOf(draft.versions) }),
    );
    if (!answer) return;
    announce(
      answer.repeat
        ? t('staff.announcements.alreadySent')
        : t('staff.announcements.sent', { count: answer.announcement.recipients }),
      { focus: true },
    );
    setDraft(nextDraft());
    setPreview(undefined);
    setErrors({});
    onSent();
  };

  const versionErrors = (language: string) => ({
    subject: errors[`${language}.subject`],
    body: errors[`${language}.body`],
  });

  return (
    <form onSubmit={(event) => void showPreview(event)} noValidate>
      <AudienceFields audience={draft.audience} onChange={(audience) => change({ audience })} />
      {offeredLocales.map((language) => (
        <VersionFields
          key={language}
          language={language}
          version={draft.versions[language] ?? emptyVersion}
          errors={versionErrors(language)}
          onChange={(version) => change({ versions: { ...draft.versions, [language]: version } })}
        />
      ))}
      {failure && <p role="alert">{failure}</p>}
      <div className="staff-actions">
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('staff.announcements.preview')}
        </button>
      </div>
      {preview && (
        <section aria-labelledby="announcement-preview">
          <p id="announcement-preview" role="status">
            {t('staff.announcements.count', { count: preview.count })}
          </p>
          {preview.sample && (
            <>
              <h2>{t('staff.announcements.sampleHeading')}</h2>
              <p>{t('staff.announcements.sampleTo', { to: preview.sample.to })}</p>
              <p lang={preview.sample.language}>
                {t('staff.announcements.sampleSubject', { subject: preview.sample.subject })}
              </p>
              <pre className="staff-report" lang={preview.sample.language}>
                {preview.sample.text}
              </pre>
            </>
          )}
          {preview.count > 0 && (
            <button type="button" className="button" disabled={busy} onClick={() => void send()}>
              {t('staff.announcements.send', { count: preview.count })}
            </button>
          )}
        </section>
      )}
    </form>
  );
}
