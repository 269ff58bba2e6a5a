import { useCallback, useContext, useMemo } from 'react';
import { useIntl } from 'react-intl';

import { eventTextValues } from '../../core/i18n/eventTextValues';
import { event } from '../../core/model/schemaData';
import { EnglishKeysContext } from './catalogue';

export type TextValues = Record<string, string | number>;

/** Translates a message key with the event's values (dates, e-mail, acronym) always available. */
export type Translate = (key: string, values?: TextValues) => string;

/**
 * The translator of the current language; a key with no text shows the key itself, which check:schemas prevents.
 * A key this language lacks shows the English sentence with English dates, never a mix inside one sentence.
 */
export function useText(): Translate {
  const intl = useIntl();
  const englishKeys = useContext(EnglishKeysContext);
  const eventValues = useMemo(() => eventTextValues(event, intl.locale), [intl.locale]);
  const englishValues = useMemo(() => eventTextValues(event, 'en'), []);
  return useCallback(
    (key: string, values?: TextValues) =>
      intl.formatMessage(
        { id: key, defaultMessage: key },
        { ...(englishKeys.has(key) ? englishValues : eventValues), ...values },
      ),
    [intl, englishKeys, eventValues, englishValues],
  );
}
