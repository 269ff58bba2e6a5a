import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { useStaff } from './StaffContext';
import { useStaffPath } from './useStaffPath';
import { useStaffText } from './useStaffText';

export interface StaffLayoutProps {
  onSignOut: () => void;
  /** The latest feedback, said by the live region. */
  announcement: string;
  children: ReactNode;
}

/** The console's frame: who is signed in, the navigation, sign-out, and the live region for feedback. */
export default function StaffLayout({ onSignOut, announcement, children }: StaffLayoutProps) {
  const t = useStaffText();
  const { session } = useStaff();
  const staffPath = useStaffPath();
  return (
    <>
      <header className="staff-header">
        <p className="staff-title">{t('staff.title')}</p>
        <nav aria-label={t('staff.nav.label')}>
          <ul>
            <li>
              <Link to={staffPath('/staff')}>{t('staff.nav.registrations')}</Link>
            </li>
            <li>
              <Link to={staffPath('/staff/error-reports')}>{t('staff.nav.errorReports')}</Link>
            </li>
            <li>
              <Link to={staffPath('/staff/checkin')}>{t('checkin.nav')}</Link>
            </li>
          </ul>
        </nav>
        <p className="staff-who">
          {t('staff.signedInAs', { email: session.account.email, role: t(`staff.role.${session.account.role}`) })}
        </p>
        <button type="button" onClick={onSignOut}>
          {t('staff.signOut')}
        </button>
      </header>
      <p role="status" aria-live="polite" className="staff-status">
        {announcement}
      </p>
      <main className="staff-main">{children}</main>
    </>
  );
}
