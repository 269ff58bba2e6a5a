import { lazy, Suspense, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from 'react-router-dom';
import { messagesFor, type Locale } from './i18n/messages';
import RegForm from './pages/RegForm';

// Only the form is needed to start typing; the other pages load when visited.
const ThankMessage = lazy(() => import('./pages/ThankMessage'));
const NotFound = lazy(() => import('./pages/NotFound'));

export interface AppProps {
  locale: Locale;
}

/** The site: interface language, then the routes '/' (RegForm) and '/thankMessage' (ThankMessage). */
export default function App({ locale }: AppProps) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messagesFor(locale)}>
      <Suspense fallback={null}>
        <Routes>
          <Route path="/" element={<RegForm />} />
          <Route path="/thankMessage" element={<ThankMessage />} />
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </IntlProvider>
  );
}
