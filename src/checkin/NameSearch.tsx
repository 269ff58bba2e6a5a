import { useId, useState } from 'react';

import type { DoorListEntry } from '../../core/api/doorTypes';
import { searchFold, searchMatches } from '../../core/rules/searchText';
import { useStaffText } from '../staff/useStaffText';

export interface NameSearchProps {
  entries: readonly DoorListEntry[];
  onPick: (entry: DoorListEntry) => void;
}

/** At most this many delegates are offered: a door has no time to scroll. */
const shown = 10;

/** Finds a delegate by part of a name, organisation or reference, in the list on the phone (so also offline). */
export default function NameSearch({ entries, onPick }: NameSearchProps) {
  const t = useStaffText();
  const id = useId();
  const [query, setQuery] = useState('');
  // The console's search rule: accents, case, full-width forms and spaces forgiven ('陳 美玲' finds '陳美玲').
  const wanted = searchFold(query);
  const found =
    wanted.length < 2
      ? []
      : entries
          .filter((entry) => searchMatches(query, [entry.name, entry.organisation, entry.reference ?? '']))
          .slice(0, shown);
  return (
    <div className="checkin-search">
      <label htmlFor={`${id}-name`}>{t('checkin.search.label')}</label>
      <input
        className="input"
        id={`${id}-name`}
        type="search"
        value={query}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={`${id}-hint`} className="staff-hint">
        {t('checkin.search.hint')}
      </p>
      {wanted.length >= 2 &&
        (found.length === 0 ? (
          <p role="status">{t('checkin.search.none')}</p>
        ) : (
          <ul aria-label={t('checkin.search.results')} className="checkin-found">
            {found.map((entry) => (
              <li key={entry.id}>
                <button type="button" className="button button--secondary" onClick={() => onPick(entry)}>
                  {t('checkin.search.checkIn', { name: entry.name })}
                </button>{' '}
                <span>{entry.organisation}</span>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
