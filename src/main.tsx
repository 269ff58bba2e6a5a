import './styles/app.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { pickLocale } from '../core/i18n/locales';
import App from './App';
import { englishCatalogue, loadCatalogue, offeredLocales } from './i18n/catalogue';
import { chosenInThisBrowser, chosenLanguage } from './i18n/chosenLanguage';
import { afterFirstPaint } from './prerender/afterFirstPaint';
import { matchesPrerenderedPage } from './prerender/matchesPrerenderedPage';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
const container = root;

// ?lang= first, then the language chosen in this tab, then in another tab (the cookie the server reads too).
const locale = pickLocale(
  window.location.search,
  navigator.languages,
  offeredLocales,
  chosenLanguage() ?? chosenInThisBrowser(),
);

// The first paint waits for the page's language (English is already here), so no English flashes before Chinese.
void loadCatalogue(locale)
  .catch(() => englishCatalogue)
  .then((catalogue) => {
    const app = (
      <StrictMode>
        <BrowserRouter>
          <App locale={catalogue.locale} catalogue={catalogue} />
        </BrowserRouter>
      </StrictMode>
    );
    // A transition lets React yield to the browser every few milliseconds while it builds or hydrates the form,
    // instead of holding the main thread for the whole first render (a phone's CPU is several times slower).
    afterFirstPaint(() => {
      startTransition(() => {
        if (matchesPrerenderedPage(container, catalogue.locale, window.location)) {
          // The server sent the form already rendered in this language: React takes over that DOM instead of
          // building it again, so the painted banner stays the same element and the first render lays nothing out.
          hydrateRoot(container, app);
        } else {
          // Any other page, or the form in another language than the one rendered: React replaces what is there.
          createRoot(container).render(app);
        }
      });
    });
  });
