import { useCallback, useEffect, useState } from 'react';

import type { StaffVisaList } from '../../../core/api/visaLetterTypes';
import { useStaffCall } from '../useStaffCall';
import { useStaffText } from '../useStaffText';
import { visaLettersApi } from './visaLettersApi';
import VisaRequestCard from './VisaRequestCard';

/** '/staff/visa-letters': the delegates' requests for an invitation letter, newest first, to approve or decline. */
export default function VisaLettersPage() {
  const t = useStaffText();
  const staffCall = useStaffCall();
  const [list, setList] = useState<StaffVisaList>();
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((count) => count + 1), []);

  useEffect(() => {
    let live = true;
    void staffCall(() => visaLettersApi.list()).then((result) => {
      if (!live) return;
      if (result.ok) setList(result.value);
      setFailed(!result.ok);
    });
    return () => {
      live = false;
    };
  }, [staffCall, version]);

  return (
    <>
      <h1>{t('staff.visa.heading')}</h1>
      <p>{t('staff.visa.intro')}</p>
      {list && !list.passportData && <p>{t('staff.visa.viewerNote')}</p>}
      {failed && <p role="alert">{t('staff.visa.loadFailed')}</p>}
      {list?.rows.length === 0 && <p>{t('staff.visa.empty')}</p>}
      {list?.rows.map((row) => (
        <VisaRequestCard key={row.id} row={row} onChanged={reload} />
      ))}
    </>
  );
}
