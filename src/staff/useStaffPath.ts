import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

import { requestedLocale, searchWithLocale } from '../../core/i18n/locales';
import { offeredLocales } from '../i18n/catalogue';

/** A console address that keeps the ?lang= of the page, so the chosen language survives the console's own links. */
export function useStaffPath(): (path: string) => string {
  const asked = requestedLocale(useLocation().search, offeredLocales);
  return useCallback((path: string) => (asked ? `${path}${searchWithLocale('', asked)}` : path), [asked]);
}
