import './styles/app.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import App from './App';
import { englishCatalogue, loadCatalogue } from './i18n/catalogue';
import { chosenLanguage } from './i18n/chosenLanguage';
import { pickLocale } from './i18n/locales';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
const container = root;

const locale = pickLocale(window.location.search, navigator.languages, chosenLanguage());

// The first paint waits for the page's language (English is already here), so no English flashes before Chinese.
void loadCatalogue(locale)
  .catch(() => englishCatalogue)
  .then((catalogue) => {
    const root = createRoot(container);
    // A transition lets React yield to the browser every few milliseconds while it builds the form, instead of
    // holding the main thread for the whole first render (a phone's CPU is several times slower than a desktop's).
    startTransition(() => {
      root.render(
        <StrictMode>
          <BrowserRouter>
            <App locale={catalogue.locale} catalogue={catalogue} />
          </BrowserRouter>
        </StrictMode>,
      );
    });
  });
