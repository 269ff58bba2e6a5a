import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

import { useStaff } from './StaffContext';
import { useStaffPath } from './useStaffPath';
import { useStaffText } from './useStaffText';

export interface StaffLayoutProps {
  onSignOut: () => void;
  /** The latest feedback, said by the live region. */
  announcement: string;
  /** Whether focus moves to the feedback: the outcome of an action the person just took. */
  focus?: boolean;
  children: ReactNode;
}

/** The console's frame: who is signed in, the navigation, sign-out, and the live region for feedback. */
export default function StaffLayout({ onSignOut, announcement, focus = false, children }: StaffLayoutProps) {
  const t = useStaffText();
  const { session } = useStaff();
  const staffPath = useStaffPath();
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus && announcement) status.current?.focus();
  }, [focus, announcement]);
  return (
    <>
      <header className="staff-header">
        <p className="staff-title">{t('staff.title')}</p>
        <nav aria-label={t('staff.nav.label')}>
          <ul>
            <li>
              <Link to={staffPath('/staff')}>{t('staff.nav.registrations')}</Link>
            </li>
            {session.account.role === 'manager' && (
              <li>
                <Link to={staffPath('/staff/bank-statements')}>{t('staff.nav.bankStatements')}</Link>
              </li>
            )}
            {session.account.role === 'manager' && (
              <li>
                <Link to={staffPath('/staff/guests')}>{t('staff.nav.guests')}</Link>
              </li>
            )}
            <li>
              <Link to={staffPath('/staff/credits')}>{t('staff.nav.credits')}</Link>
            </li>
            <li>
              <Link to={staffPath('/staff/error-reports')}>{t('staff.nav.errorReports')}</Link>
            </li>
            <li>
              <Link to={staffPath('/staff/checkin')}>{t('checkin.nav')}</Link>
            </li>
            <li>
              <Link to={staffPath('/staff/badges')}>{t('staff.nav.badges')}</Link>
            </li>
            <li>
              <Link to={staffPath('/staff/lists')}>{t('staff.nav.lists')}</Link>
            </li>
            <li>
              <Link to={staffPath('/staff/certificates')}>{t('staff.nav.certificates')}</Link>
            </li>
            <li>
              <Link to={staffPath('/staff/visa-letters')}>{t('staff.nav.visaLetters')}</Link>
            </li>
            <li>
              <Link to={staffPath('/staff/announcements')}>{t('staff.nav.announcements')}</Link>
            </li>
          </ul>
        </nav>
        <p className="staff-who">
          {t('staff.signedInAs', { email: session.account.email, role: t(`staff.role.${session.account.role}`) })}
        </p>
        <button type="button" className="button button--secondary" onClick={onSignOut}>
          {t('staff.signOut')}
        </button>
      </header>
      <main className="staff-main">
        <p
          role="status"
          aria-live="polite"
          tabIndex={-1}
          ref={status}
          className={focus && announcement ? 'staff-status notice notice--success' : 'staff-status'}
        >
          {announcement}
        </p>
        {children}
      </main>
    </>
  );
}
