import { type ReactNode, useContext, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

import { EnglishKeysContext, type Messages } from '../i18n/catalogue';
import { useCatalogue } from '../i18n/useCatalogue';
import { useFirstLanguageSettled } from '../i18n/useFirstLanguageSettled';
import { englishDelegateCatalogue, loadDelegateCatalogue } from './delegateCatalogue';

/**
 * Adds the delegate's pages' texts to the site's, in the language the site shows. After the first language, a switch
 * shows the English of a translation that has not arrived yet, counted as English, so its dates and numbers are
 * written the English way too.
 */
export default function DelegateTexts({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const siteEnglishKeys = useContext(EnglishKeysContext);
  const locale = intl.locale;
  const texts = useCatalogue(locale, englishDelegateCatalogue, loadDelegateCatalogue);
  const settled = useFirstLanguageSettled(locale, loadDelegateCatalogue);
  // Both are texts in tests and the dev server and precompiled trees in the build, never a mix (App's catalogue).
  const messages = useMemo(
    () => ({ ...intl.messages, ...texts.messages }) as Messages,
    [intl.messages, texts.messages],
  );
  const englishKeys = useMemo(() => {
    const own = texts.locale === locale ? texts.englishKeys : Object.keys(texts.messages);
    return new Set([...siteEnglishKeys, ...own]);
  }, [siteEnglishKeys, texts, locale]);
  if (!settled && texts.locale !== locale) return null;
  return (
    <IntlProvider locale={intl.locale} defaultLocale="en" messages={messages}>
      <EnglishKeysContext.Provider value={englishKeys}>{children}</EnglishKeysContext.Provider>
    </IntlProvider>
  );
}
