import { lazy, Suspense, useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';

import { type Locale, requestedLocale, searchWithLocale } from '../core/i18n/locales';
import { delegatePaths } from '../core/paths/delegatePaths';
import { pagePaths } from '../core/paths/pagePaths';
import { visaCheckPath } from '../core/paths/visaLetterPaths';
import LanguageSwitcher from './components/LanguageSwitcher';
import { type Catalogue, EnglishKeysContext, offeredLocales } from './i18n/catalogue';
import { chosenLanguage, rememberLanguage } from './i18n/chosenLanguage';
import DocumentLanguage from './i18n/DocumentLanguage';
import { useCatalogue } from './i18n/useCatalogue';
import RegForm from './pages/RegForm';

// Only the form is needed to start typing; the other pages load when visited.
const ThankMessage = lazy(() => import('./pages/ThankMessage'));
const NotFound = lazy(() => import('./pages/NotFound'));
// The delegate's own pages: reached from e-mails and the thank-you page, never needed to fill the form.
const DelegatePage = lazy(() => import('./delegate/DelegatePage'));
const EmailConfirmationPage = lazy(() => import('./delegate/EmailConfirmationPage'));
const EmailUndoPage = lazy(() => import('./delegate/EmailUndoPage'));
const FindRegistrationPage = lazy(() => import('./delegate/FindRegistrationPage'));
// The staff console is a separate chunk: a delegate's first load never carries it.
const StaffApp = lazy(() => import('./staff/StaffApp'));
const documentChecks = () => import('./pages/documentChecks');
const CertificatePage = lazy(() => documentChecks().then((pages) => ({ default: pages.CertificatePage })));
const VisaCheckPage = lazy(() => documentChecks().then((pages) => ({ default: pages.VisaCheckPage })));

/** The certificate identifier of a verification address ('/certificates/<number>-<code>'); undefined for any other address. */
function certificateIdentifierOf(pathname: string): string | undefined {
  const match = /^\/certificates\/([^/]+)$/.exec(pathname);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A broken escape: the page then says it holds no certificate.
    return match[1];
  }
}

/**
 * The page for an address. A few fixed routes need no route table: matching them by hand keeps the router's matching
 * and error-boundary machinery out of the code a delegate waits for.
 */
function Page({ pathname }: { pathname: string }) {
  if (pathname === pagePaths.form) return <RegForm />;
  if (pathname === pagePaths.thanks) return <ThankMessage />;
  if (pathname.startsWith(delegatePaths.page)) return <DelegatePage />;
  if (pathname.startsWith(delegatePaths.emailConfirmation)) return <EmailConfirmationPage />;
  if (pathname.startsWith(delegatePaths.emailUndo)) return <EmailUndoPage />;
  if (pathname === delegatePaths.findRegistration) return <FindRegistrationPage />;
  if (pathname === '/staff' || pathname.startsWith('/staff/')) return <StaffApp />;
  if (pathname === visaCheckPath) return <VisaCheckPage />;
  const certificateIdentifier = certificateIdentifierOf(pathname);
  if (certificateIdentifier !== undefined) return <CertificatePage identifier={certificateIdentifier} />;
  return <NotFound />;
}

export interface AppProps {
  /** The language to start in when neither ?lang= nor an earlier choice in this tab says otherwise. */
  locale: Locale;
  /** Its catalogue when already loaded (main.tsx waits for it, so the first paint is in that language). */
  catalogue?: Catalogue;
}

/**
 * The site: interface language and its switcher, then the routes '/' (RegForm), '/thankMessage' (ThankMessage), the
 * delegate's own pages (core/paths/delegatePaths.ts) and the staff console.
 */
export default function App({ locale, catalogue: first }: AppProps) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const asked = requestedLocale(search, offeredLocales);
  const catalogue = useCatalogue(asked ?? chosenLanguage() ?? locale, first);

  // The language chosen in this tab stays in the address, also on a page reached without it (back from the checkout).
  // A delegate's own page is the exception: it opens in the language they registered in (DelegatePage sets ?lang=).
  useEffect(() => {
    if (asked) {
      rememberLanguage(asked);
      return;
    }
    if (pathname.startsWith(delegatePaths.page)) return;
    const chosen = chosenLanguage();
    if (chosen) void navigate({ pathname, search: searchWithLocale(search, chosen) }, { replace: true });
  }, [asked, pathname, search, navigate]);

  return (
    <IntlProvider locale={catalogue.locale} defaultLocale="en" messages={catalogue.messages}>
      <EnglishKeysContext.Provider value={catalogue.englishKeys}>
        <DocumentLanguage />
        <LanguageSwitcher />
        <Suspense fallback={null}>
          <Page pathname={pathname} />
        </Suspense>
      </EnglishKeysContext.Provider>
    </IntlProvider>
  );
}
