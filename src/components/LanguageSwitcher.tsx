import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';

import { type Locale, searchWithLocale } from '../../core/i18n/locales';
import { offeredLocales } from '../i18n/catalogue';
import { rememberLanguage } from '../i18n/chosenLanguage';
import { useText } from '../i18n/useText';

/** A plain click the page handles itself; a click meant for a new tab or window is left to the browser. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Each language of the event's catalogues (English / 繁體中文 / 简体中文 for the seminar) as links on every page: each keeps the page and its query and sets ?lang=, so the
 * choice survives a reload. The page follows the link itself (plain anchors: the router's Link would add to the
 * first load), so nothing typed is lost.
 */
export default function LanguageSwitcher() {
  const t = useText();
  const { locale: shown } = useIntl();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const follow = (locale: Locale, href: string) => (event: MouseEvent) => {
    rememberLanguage(locale);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void navigate(href, { replace: true });
  };
  return (
    <nav className="language-switcher" aria-label={t('language.label')}>
      <ul>
        {offeredLocales.map((locale) => {
          const href = `${pathname}${searchWithLocale(search, locale)}`;
          return (
            <li key={locale}>
              <a
                href={href}
                lang={locale}
                hrefLang={locale}
                aria-current={locale === shown ? 'true' : undefined}
                onClick={follow(locale, href)}
              >
                {t(`language.${locale}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
