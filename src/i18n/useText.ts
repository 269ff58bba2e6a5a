import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { event } from '../model/schemaData';
import { eventTextValues } from './eventTextValues';

export type TextValues = Record<string, string | number>;

/** Translates a message key with the event's values (dates, e-mail, acronym) always available. */
export type Translate = (key: string, values?: TextValues) => string;

/** The translator of the current language; a key with no text shows the key itself, which check:schemas prevents. */
export function useText(): Translate {
  const intl = useIntl();
  const eventValues = useMemo(() => eventTextValues(event, intl.locale), [intl.locale]);
  return useCallback(
    (key: string, values?: TextValues) => intl.formatMessage({ id: key, defaultMessage: key }, { ...eventValues, ...values }),
    [intl, eventValues],
  );
}
