import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { useText } from '../i18n/useText';
import type { MaybeText } from '../staff/valueTexts';

/** The site's translator, answering undefined for a key no catalogue has (a code the page then writes in words). */
export function useMaybeText(): MaybeText {
  const { messages } = useIntl();
  const text = useText();
  return useCallback((key, values) => (Object.hasOwn(messages, key) ? text(key, values) : undefined), [messages, text]);
}
