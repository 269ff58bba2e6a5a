import { lazy, Suspense, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { messagesFor, type Locale } from './i18n/messages';
import RegForm from './pages/RegForm';

// Only the form is needed to start typing; the other pages load when visited.
const ThankMessage = lazy(() => import('./pages/ThankMessage'));
const NotFound = lazy(() => import('./pages/NotFound'));
// The staff console is a separate chunk: a delegate's first load never carries it.
const StaffApp = lazy(() => import('./staff/StaffApp'));

/**
 * The page for an address. Two fixed routes need no route table: matching them by hand keeps the router's matching
 * and error-boundary machinery out of the code a delegate waits for.
 */
function Page({ pathname }: { pathname: string }) {
  if (pathname === '/') return <RegForm />;
  if (pathname === '/thankMessage') return <ThankMessage />;
  if (pathname === '/staff' || pathname.startsWith('/staff/')) return <StaffApp />;
  return <NotFound />;
}

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
        <Page pathname={useLocation().pathname} />
      </Suspense>
    </IntlProvider>
  );
}
