import './staff.css';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import CheckinPage from '../checkin/CheckinPage';
import { EnglishKeysContext } from '../i18n/catalogue';
import type { Locale } from '../i18n/locales';
import { useCatalogue } from '../i18n/useCatalogue';
import { formFieldTable } from '../registration/formFieldTable';
import ErrorReportsPage from './ErrorReportsPage';
import RegistrationPage from './RegistrationPage';
import RegistrationsPage from './RegistrationsPage';
import SignInPage from './SignInPage';
import { staffApi, type StaffSession } from './staffApi';
import { englishStaffCatalogue, loadStaffCatalogue } from './staffCatalogue';
import { StaffContext } from './StaffContext';
import StaffLayout from './StaffLayout';

type SessionState =
  { kind: 'checking' } | { kind: 'signedOut'; ended: boolean } | { kind: 'signedIn'; session: StaffSession };

function StaffPage({ pathname }: { pathname: string }) {
  const registration = /^\/staff\/registrations\/(\d+)$/.exec(pathname);
  if (registration) return <RegistrationPage id={registration[1]} />;
  if (pathname === '/staff/error-reports') return <ErrorReportsPage />;
  if (pathname === '/staff/checkin') return <CheckinPage />;
  return <RegistrationsPage />;
}

/**
 * Whether the console's first language has arrived (or could not be fetched, English then): until then it shows
 * nothing, as the delegate's first paint waits for its language, so no English flashes before Chinese.
 */
function useFirstLanguageSettled(locale: Locale): boolean {
  const [settled, setSettled] = useState(locale === 'en');
  useEffect(() => {
    if (settled) return;
    let live = true;
    void loadStaffCatalogue(locale)
      .catch(() => undefined)
      .then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [settled, locale]);
  return settled;
}

/**
 * The staff console at /staff: sign-in, then the registrations list, a registration's page and the error reports,
 * in the language the site shows (the switcher and ?lang= of App), English for any text not translated yet.
 */
export default function StaffApp() {
  const { pathname } = useLocation();
  const site = useIntl();
  const language = site.locale as Locale;
  const catalogue = useCatalogue(language, englishStaffCatalogue, loadStaffCatalogue);
  const settled = useFirstLanguageSettled(language);
  const [state, setState] = useState<SessionState>({ kind: 'checking' });
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let live = true;
    staffApi.session().then(
      (session) => live && setState({ kind: 'signedIn', session }),
      () => live && setState({ kind: 'signedOut', ended: false }),
    );
    return () => {
      live = false;
    };
  }, []);

  const sessionEnded = useCallback(() => setState({ kind: 'signedOut', ended: true }), []);
  const signOut = useCallback(async () => {
    await staffApi.signOut().catch(() => undefined);
    setAnnouncement('');
    setState({ kind: 'signedOut', ended: false });
  }, []);
  // A field staff added to the form is labelled as the form labels it: its title in the site's catalogue, which App
  // loaded for this language (the console's own catalogue has only the console's texts).
  const formFieldLabel = useCallback(
    (key: string) => {
      const title = formFieldTable.entry(key)?.title;
      return title ? site.formatMessage({ id: title, defaultMessage: key }) : key;
    },
    [site],
  );
  const context = useMemo(
    () =>
      state.kind === 'signedIn'
        ? { session: state.session, announce: setAnnouncement, sessionEnded, formFieldLabel }
        : undefined,
    [state, sessionEnded, formFieldLabel],
  );

  let content = null;
  if (state.kind === 'signedOut') {
    content = <SignInPage ended={state.ended} onSignedIn={(session) => setState({ kind: 'signedIn', session })} />;
  } else if (context) {
    content = (
      <StaffContext.Provider value={context}>
        <StaffLayout onSignOut={() => void signOut()} announcement={announcement}>
          <StaffPage pathname={pathname} />
        </StaffLayout>
      </StaffContext.Provider>
    );
  }
  // `lang` says the language of the console's texts, even for the moment a switch waits for their chunk.
  return (
    <IntlProvider locale={catalogue.locale} defaultLocale="en" messages={catalogue.messages}>
      <EnglishKeysContext.Provider value={catalogue.englishKeys}>
        <div className="staff" lang={catalogue.locale}>
          {settled && content}
        </div>
      </EnglishKeysContext.Provider>
    </IntlProvider>
  );
}
