/**
 * The registration form's first view as HTML, rendered at build time (scripts/vitePluginPrerender.ts) for each
 * language, so the browser paints the whole form before any script has run and React then hydrates it (main.tsx)
 * instead of building it again. Runs in Node through Vite's SSR loader; the markup is what the browser's first render
 * gives before the fee period, a draft or the user agent are known, which each come in an effect afterwards.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router-dom';

import { eventTextValues } from '../../core/i18n/eventTextValues';
import type { Locale } from '../../core/i18n/locales';
import { event } from '../../core/model/schemaData';
import { pagePaths } from '../../core/paths/pagePaths';
import App from '../App';
import { loadCatalogue } from '../i18n/catalogue';

export interface RenderedPage {
  /** What goes inside #root, every lazily loaded part of the first view included. */
  markup: string;
  /** The window title DocumentLanguage sets, so the HTML's title is already in the page's language. */
  title: string;
  /** The page's meta description in its language: the event's title and theme. */
  description: string;
}

/** The form's page in `locale`. */
export async function renderFormPage(locale: Locale): Promise<RenderedPage> {
  const catalogue = await loadCatalogue(locale);
  const intl = createIntl({ locale, messages: catalogue.messages });
  const values = eventTextValues(event, locale);
  const title = intl.formatMessage({ id: 'site.title' }, values);
  const description = intl.formatMessage({ id: 'header.titleImageAlt' }, values);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={pagePaths.form}>
        <App locale={locale} catalogue={catalogue} />
      </StaticRouter>
    </StrictMode>,
  );
  // A web stream, read as the browser and Node both can, so this file needs nothing of Node's own.
  return { markup: await new Response(prelude).text(), title, description };
}
