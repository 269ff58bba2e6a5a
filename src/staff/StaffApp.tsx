import { useCallback, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { useLocation } from 'react-router-dom';
import staffTexts from '../../schemas/messages/en.json?staff';
import ErrorReportsPage from './ErrorReportsPage';
import RegistrationPage from './RegistrationPage';
import RegistrationsPage from './RegistrationsPage';
import SignInPage from './SignInPage';
import { staffApi, type StaffSession } from './staffApi';
import { StaffContext } from './StaffContext';
import StaffLayout from './StaffLayout';
import './staff.css';

type SessionState = { kind: 'checking' } | { kind: 'signedOut'; ended: boolean } | { kind: 'signedIn'; session: StaffSession };

function StaffPage({ pathname }: { pathname: string }) {
  const registration = /^\/staff\/registrations\/(\d+)$/.exec(pathname);
  if (registration) return <RegistrationPage id={registration[1]!} />;
  if (pathname === '/staff/error-reports') return <ErrorReportsPage />;
  return <RegistrationsPage />;
}

/** The staff console at /staff: sign-in, then the registrations list, a registration's page and the error reports. */
export default function StaffApp() {
  const { pathname } = useLocation();
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
  const context = useMemo(
    () => (state.kind === 'signedIn' ? { session: state.session, announce: setAnnouncement, sessionEnded } : undefined),
    [state, sessionEnded],
  );

  let content = null;
  if (state.kind === 'signedOut') {
    content = <SignInPage ended={state.ended} onSignedIn={(session) => setState({ kind: 'signedIn', session })} />;
  } else if (context) {
    content = (
      <StaffContext.Provider value={context}>
        <StaffLayout onSignOut={signOut} announcement={announcement}>
          <StaffPage pathname={pathname} />
        </StaffLayout>
      </StaffContext.Provider>
    );
  }
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={staffTexts}>
      <div className="staff">{content}</div>
    </IntlProvider>
  );
}
