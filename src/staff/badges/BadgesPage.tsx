import { useId, useState } from 'react';
import { useIntl } from 'react-intl';

import ActionForm from '../ActionForm';
import { downloadFile } from '../downloadFile';
import ListFilters from '../ListFilters';
import { useStaff } from '../StaffContext';
import { useStaffCall } from '../useStaffCall';
import { useStaffText } from '../useStaffText';
import { type BadgeSheet, badgesHref, chosenFilters } from './badgesHref';

/**
 * Route '/staff/badges': the badges PDF of every paid registration, of those the registrations list's filters find,
 * or of one registration by its reference (a badge reprinted at the door), on A4 sheets or one a page.
 */
export default function BadgesPage() {
  const t = useStaffText();
  const { locale } = useIntl();
  const { announce } = useStaff();
  const staffCall = useStaffCall();
  const id = useId();
  const [sheet, setSheet] = useState<BadgeSheet>('sheet');
  const [error, setError] = useState('');

  const download = async (selection: Record<string, string>) => {
    const result = await staffCall(() => downloadFile(badgesHref(locale, sheet, selection), 'badges.pdf'));
    if (result.ok) {
      setError('');
      announce(t('staff.badges.downloaded'));
    } else setError(result.message);
  };

  return (
    <>
      <h1>{t('staff.badges.heading')}</h1>
      <p>{t('staff.badges.intro')}</p>
      <fieldset className="staff-choice">
        <legend>{t('staff.badges.layout.legend')}</legend>
        {(['sheet', 'single'] as const).map((choice) => (
          <div className="staff-choice__option" key={choice}>
            <input
              type="radio"
              id={`${id}-${choice}`}
              name={`${id}-sheet`}
              value={choice}
              checked={sheet === choice}
              onChange={() => setSheet(choice)}
            />
            <label htmlFor={`${id}-${choice}`}>{t(`staff.badges.layout.${choice}`)}</label>
          </div>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      <section aria-labelledby={`${id}-everyone`}>
        <h2 id={`${id}-everyone`}>{t('staff.badges.everyone.heading')}</h2>
        <button type="button" className="button" onClick={() => void download({})}>
          {t('staff.badges.everyone.download')}
        </button>
      </section>
      <section aria-labelledby={`${id}-filter`}>
        <h2 id={`${id}-filter`}>{t('staff.badges.filter.heading')}</h2>
        <ListFilters
          params={new URLSearchParams()}
          submitLabel={t('staff.badges.filter.download')}
          onApply={(values) => void download(chosenFilters(values))}
        />
      </section>
      <ActionForm
        heading={t('staff.badges.reprint.heading')}
        fields={[
          {
            name: 'references',
            label: t('staff.badges.reprint.label'),
            hint: t('staff.badges.reprint.hint'),
            required: true,
          },
        ]}
        submitLabel={t('staff.badges.reprint.submit')}
        send={(values) =>
          downloadFile(
            badgesHref(locale, sheet, { references: values.references?.trim() ?? '' }),
            `badge-${values.references?.trim() ?? ''}.pdf`,
          )
        }
        onDone={() => announce(t('staff.badges.downloaded'))}
      />
    </>
  );
}
