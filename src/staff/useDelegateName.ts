import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { titleMessageKey } from '../../core/i18n/titleText';
import { personName } from '../../core/rules/personName';

/** The registered parts of a name. */
interface NameParts {
  title: string;
  familyName: string;
  givenName: string;
}

/** Writes a delegate's name the way the console's language writes it ("Ms Mei-ling Chan", "陳美玲女士"). */
export function useDelegateName(): (parts: NameParts) => string {
  const intl = useIntl();
  return useCallback(
    (parts) => {
      const key = titleMessageKey(parts.title);
      const title =
        parts.title !== '' && intl.messages[key] !== undefined ? intl.formatMessage({ id: key }) : parts.title;
      return personName({ ...parts, title }, intl.locale);
    },
    [intl],
  );
}
