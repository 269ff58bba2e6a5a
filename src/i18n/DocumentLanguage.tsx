import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useText } from './useText';

/** Keeps `<html lang>` and the window title in the language the page shows (requests send `lang` as Content-Language). */
export default function DocumentLanguage() {
  const { locale } = useIntl();
  const t = useText();
  const title = t('site.title');
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = title;
  }, [locale, title]);
  return null;
}
