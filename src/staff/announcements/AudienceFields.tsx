import { extras } from '../../../core/model/extras';
import { meetings } from '../../../core/model/meetings';
import { fees } from '../../../core/model/schemaData';
import type { AnnouncementAudience } from '../../../core/rules/announcements';
import { useStaffText } from '../useStaffText';
import { useValueTexts } from '../useValueTexts';

export interface AudienceFieldsProps {
  audience: AnnouncementAudience;
  onChange: (audience: AnnouncementAudience) => void;
}

/** The console's filters that choose who receives an announcement. */
export default function AudienceFields({ audience, onChange }: AudienceFieldsProps) {
  const t = useStaffText();
  const words = useValueTexts();
  const set = <K extends keyof AnnouncementAudience>(name: K, value: AnnouncementAudience[K] | '') => {
    const next = { ...audience };
    if (value === '' || value === false) delete next[name];
    else next[name] = value;
    onChange(next);
  };
  const select = (
    name: 'payment' | 'feeCategory' | 'meeting' | 'checkedIn',
    label: string,
    options: [string, string][],
  ) => (
    <div className="field">
      <label htmlFor={`announcement-${name}`}>{label}</label>
      <select
        className="input"
        id={`announcement-${name}`}
        value={audience[name] ?? ''}
        onChange={(event) => set(name, event.target.value as AnnouncementAudience[typeof name])}
      >
        <option value="">{t('staff.filter.any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
  const checkbox = (key: string, label: string, checked: boolean, onCheck: (checked: boolean) => void) => (
    <div className="field" key={key}>
      <label>
        <input type="checkbox" checked={checked} onChange={(event) => onCheck(event.target.checked)} /> {label}
      </label>
    </div>
  );
  const guests = audience.extraGuests ?? [];
  const setGuests = (id: string, checked: boolean) => {
    const next = checked ? [...guests, id] : guests.filter((item) => item !== id);
    set('extraGuests', next.length > 0 ? next : '');
  };
  return (
    <fieldset className="staff-filters">
      <legend>{t('staff.announcements.audience')}</legend>
      {select('payment', t('staff.announcements.payment'), [
        ['paid', t('staff.announcements.payment.paid')],
        ['unpaid', t('staff.announcements.payment.unpaid')],
      ])}
      {select(
        'feeCategory',
        t('staff.announcements.feeCategory'),
        fees.options.map((option) => [option.value, words.feeCategory(option.value)]),
      )}
      {select(
        'meeting',
        t('staff.announcements.meeting'),
        meetings.map((meeting) => [meeting.id, t(meeting.label)]),
      )}
      {select('checkedIn', t('staff.announcements.checkedIn'), [
        ['yes', t('staff.announcements.checkedIn.yes')],
        ['no', t('staff.announcements.checkedIn.no')],
      ])}
      {extras.map((extra) =>
        checkbox(extra.id, t(`staff.announcements.guests.${extra.id}`), guests.includes(extra.id), (checked) =>
          setGuests(extra.id, checked),
        ),
      )}
      {checkbox(
        'includeCancelled',
        t('staff.announcements.includeCancelled'),
        audience.includeCancelled ?? false,
        (checked) => set('includeCancelled', checked),
      )}
    </fieldset>
  );
}
