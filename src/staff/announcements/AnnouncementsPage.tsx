import { useCallback, useEffect, useState } from 'react';

import type { SentAnnouncement } from '../../../core/api/announcementTypes';
import { useStaff } from '../StaffContext';
import { useStaffCall } from '../useStaffCall';
import { useStaffText } from '../useStaffText';
import AnnouncementForm from './AnnouncementForm';
import { announcementsApi } from './announcementsApi';
import SentAnnouncements from './SentAnnouncements';

/** '/staff/announcements': a manager writes to the delegates the filters choose; everyone sees what was sent. */
export default function AnnouncementsPage() {
  const t = useStaffText();
  const staffCall = useStaffCall();
  const { session } = useStaff();
  const [sent, setSent] = useState<SentAnnouncement[]>();
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((count) => count + 1), []);

  useEffect(() => {
    let live = true;
    void staffCall(() => announcementsApi.list()).then((result) => {
      if (!live) return;
      if (result.ok) setSent(result.value.announcements);
      setFailed(!result.ok);
    });
    return () => {
      live = false;
    };
  }, [staffCall, version]);

  return (
    <>
      <h1>{t('staff.announcements.heading')}</h1>
      <p>{t('staff.announcements.intro')}</p>
      {session.account.role === 'manager' ? (
        <AnnouncementForm onSent={reload} />
      ) : (
        <p>{t('staff.announcements.managersOnly')}</p>
      )}
      <section aria-labelledby="announcements-sent">
        <h2 id="announcements-sent">{t('staff.announcements.listHeading')}</h2>
        {failed && <p role="alert">{t('staff.announcements.loadFailed')}</p>}
        {sent && <SentAnnouncements announcements={sent} />}
      </section>
    </>
  );
}
