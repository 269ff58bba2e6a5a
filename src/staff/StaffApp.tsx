import './staff.css';

import { useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';

import { formFieldTable } from '../../core/registration/formFieldTable';
import CheckinPage from '../checkin/CheckinPage';
import { doorStorage } from '../checkin/doorStorage';
import { EnglishKeysContext } from '../i18n/catalogue';
import { useCatalogue } from '../i18n/useCatalogue';
import { useFirstLanguageSettled } from '../i18n/useFirstLanguageSettled';
import { useText } from '../i18n/useText';
import AnnouncementsPage from './announcements/AnnouncementsPage';
import BadgesPage from './badges/BadgesPage';
import BankStatementPage from './BankStatementPage';
import CertificatesPage from './certificates/CertificatesPage';
import CreditsPage from './credits/CreditsPage';
import ErrorReportsPage from './ErrorReportsPage';
import GuestPage from './guests/GuestPage';
import ListsPage from './ListsPage';
import RegistrationPage from './RegistrationPage';
import RegistrationsPage from './RegistrationsPage';
import SignInPage from './SignInPage';
import { staffApi, StaffApiError, type StaffSession } from './staffApi';
import { englishStaffCatalogue, loadStaffCatalogue } from './staffCatalogue';
import { StaffContext } from './StaffContext';
import StaffLayout from './StaffLayout';
import type { MaybeText } from './valueTexts';
import VisaLettersPage from './visaLetters/VisaLettersPage';

/** The latest feedback, and whether focus should go to it (the outcome of an action). */
interface Announcement {
  text: string;
  focus: boolean;
}

const checkinPath = '/staff/checkin';

type SessionState =
  { kind: 'checking' } | { kind: 'signedOut'; ended: boolean } | { kind: 'signedIn'; session: StaffSession };

function StaffPage({ pathname }: { pathname: string }) {
  const registration = /^\/staff\/registrations\/(\d+)$/.exec(pathname);
  if (registration) return <RegistrationPage id={registration[1]} />;
  if (pathname === '/staff/error-reports') return <ErrorReportsPage />;
  if (pathname === '/staff/bank-statements') return <BankStatementPage />;
  if (pathname === '/staff/credits') return <CreditsPage />;
  if (pathname === checkinPath) return <CheckinPage />;
  if (pathname === '/staff/lists') return <ListsPage />;
  if (pathname === '/staff/badges') return <BadgesPage />;
  if (pathname === '/staff/certificates') return <CertificatesPage />;
  if (pathname === '/staff/visa-letters') return <VisaLettersPage />;
  if (pathname === '/staff/announcements') return <AnnouncementsPage />;
  if (pathname === '/staff/guests') return <GuestPage />;
  return <RegistrationsPage />;
}

/**
 * The staff console at /staff: sign-in, then the registrations list, a registration's page and the error reports,
 * in the language the site shows (the switcher and ?lang= of App), English for any text not translated yet.
 */
export default function StaffApp() {
  const { pathname } = useLocation();
  const site = useIntl();
  const translateSite = useText();
  const siteEnglishKeys = useContext(EnglishKeysContext);
  const language = site.locale;
  const catalogue = useCatalogue(language, englishStaffCatalogue, loadStaffCatalogue);
  const settled = useFirstLanguageSettled(language, loadStaffCatalogue);
  const [state, setState] = useState<SessionState>({ kind: 'checking' });
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', focus: false });
  const announce = useCallback(
    (text: string, options?: { focus?: boolean }) => setAnnouncement({ text, focus: options?.focus ?? false }),
    [],
  );
  // What was said about one page is not about the next ('5 registrations found.' on a registration's page).
  useEffect(() => setAnnouncement({ text: '', focus: false }), [pathname]);

  useEffect(() => {
    let live = true;
    staffApi.session().then(
      (session) => live && setState({ kind: 'signedIn', session }),
      (error: unknown) => {
        // Check-in at a door without the network goes on with the session it kept (the server checks it on sync).
        const kept =
          error instanceof StaffApiError && error.status === 0 && pathname === checkinPath
            ? doorStorage.session()
            : undefined;
        if (live)
          setState(kept ? { kind: 'signedIn', session: staffApi.resume(kept) } : { kind: 'signedOut', ended: false });
      },
    );
    return () => {
      live = false;
    };
    // Only the address the console was opened at decides; moving within it keeps the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const sessionEnded = useCallback(() => setState({ kind: 'signedOut', ended: true }), []);
  const signOut = useCallback(async () => {
    doorStorage.forgetSession();
    await staffApi.signOut().catch(() => undefined);
    setAnnouncement({ text: '', focus: false });
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
  // The form's own words for stored codes (fee grid, option labels), with the event's dates as the form fills them.
  const siteText = useCallback<MaybeText>(
    (key, values) => (key in site.messages ? translateSite(key, values) : undefined),
    [site, translateSite],
  );
  const siteCatalogue = useMemo(
    () => ({
      locale: site.locale,
      messages: site.messages as Record<string, string>,
      englishKeys: siteEnglishKeys,
    }),
    [site, siteEnglishKeys],
  );
  const context = useMemo(
    () =>
      state.kind === 'signedIn'
        ? { session: state.session, announce, sessionEnded, formFieldLabel, siteText, siteCatalogue }
        : undefined,
    [state, announce, sessionEnded, formFieldLabel, siteText, siteCatalogue],
  );

  let content = null;
  if (state.kind === 'signedOut') {
    content = <SignInPage ended={state.ended} onSignedIn={(session) => setState({ kind: 'signedIn', session })} />;
  } else if (context) {
    content = (
      <StaffContext.Provider value={context}>
        <StaffLayout onSignOut={() => void signOut()} announcement={announcement.text} focus={announcement.focus}>
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
