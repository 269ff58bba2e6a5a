import type { Locale } from '../i18n/locales';

/** The delegate's pages by path, as the address bar shows them (spec section 2). */
export const pagePaths = { form: '/', thanks: '/thankMessage' } as const;

/**
 * The pages that open with the language switcher and the event banner. index.html paints those two before any script
 * runs; every other path (the staff console, the not-found page) gets the same page without them.
 */
export const pagesWithBanner: readonly string[] = [pagePaths.form, pagePaths.thanks];

/** The build's second page: index.html without the painted header, for the paths that do not open with it. */
export const plainPageFile = 'plain.html';

/**
 * The build's pages with the form's first view already rendered, one per language (scripts/vitePluginPrerender.ts):
 * the server sends '/' as one of them.
 */
export function formPageFile(locale: Locale): string {
  return `form.${locale}.html`;
}

/** The attribute of #root that names the language a page was rendered in at build time; main.tsx hydrates only then. */
export const prerenderedAttribute = 'data-prerendered';
