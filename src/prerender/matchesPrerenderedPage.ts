import type { Locale } from '../../core/i18n/locales';
import { pagePaths, prerenderedAttribute } from '../../core/paths/pagePaths';

/**
 * Whether #root holds the form as the build rendered it for this address and language, so React can hydrate it: the
 * form's path, in the language the page starts in, and no query but ?lang= (a query such as ?payment=cancelled can
 * change the first view, which the build could not know).
 */
export function matchesPrerenderedPage(
  container: Element,
  locale: Locale,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  if (container.getAttribute(prerenderedAttribute) !== locale || location.pathname !== pagePaths.form) return false;
  return [...new URLSearchParams(location.search).keys()].every((name) => name === 'lang');
}
