import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import CardTable from '../components/CardTable';
import { staffApi } from './staffApi';
import { useStaff } from './StaffContext';
import { useDelegateName } from './useDelegateName';
import { useStaffCall } from './useStaffCall';
import { useStaffFormat } from './useStaffFormat';
import { useStaffPath } from './useStaffPath';
import { useStaffText } from './useStaffText';

/** One overdue bank transfer, as GET /staff/api/reminders/overdue lists it. */
interface OverdueTransfer {
  id: number;
  reference: string;
  title: string;
  familyName: string;
  givenName: string;
  amount: number;
  currency: string;
  dueDay: string;
  lastReminderAt: string | null;
}

/**
 * The bank transfers still unpaid after their due date, with a manager's one-click reminder for each: a reminder
 * went out once before the due date by itself; another one goes only when a manager asks for it.
 */
export default function OverdueTransfers() {
  const t = useStaffText();
  const { session, announce } = useStaff();
  const staffCall = useStaffCall();
  const format = useStaffFormat();
  const staffPath = useStaffPath();
  const delegateName = useDelegateName();
  const [rows, setRows] = useState<OverdueTransfer[]>();
  const [error, setError] = useState('');
  const [sending, setSending] = useState<number>();
  const manager = session.account.role === 'manager';

  const load = useCallback(async () => {
    const result = await staffCall(() => staffApi.overdueTransfers<{ rows: OverdueTransfer[] }>());
    if (result.ok) setRows(result.value.rows);
    else setError(result.message);
  }, [staffCall]);

  useEffect(() => {
    void load();
  }, [load]);

  const send = async (row: OverdueTransfer) => {
    setSending(row.id);
    const result = await staffCall(() => staffApi.sendReminder(row.id));
    setSending(undefined);
    if (result.ok) {
      setError('');
      announce(t('staff.overdue.sent', { name: delegateName(row) }), { focus: true });
      await load();
    } else setError(result.message);
  };

  const columns = [
    t('staff.overdue.reference'),
    t('staff.overdue.delegate'),
    t('staff.overdue.amount'),
    t('staff.overdue.dueDate'),
    t('staff.overdue.lastReminder'),
    ...(manager ? [t('staff.overdue.action')] : []),
  ];
  return (
    <section aria-labelledby="overdue-transfers">
      <h2 id="overdue-transfers">{t('staff.overdue.heading')}</h2>
      <p>{t('staff.overdue.intro')}</p>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      {rows && rows.length === 0 && <p>{t('staff.overdue.none')}</p>}
      {rows && rows.length > 0 && (
        <CardTable
          columns={columns}
          rows={rows.map((row) => ({
            key: String(row.id),
            cells: [
              <Link key="reference" to={staffPath(`/staff/registrations/${row.id}`)}>
                {row.reference}
              </Link>,
              delegateName(row),
              format.amount(row.currency, row.amount),
              format.day(row.dueDay),
              row.lastReminderAt ? format.instant(row.lastReminderAt) : t('staff.overdue.neverReminded'),
              ...(manager
                ? [
                    <button
                      key="send"
                      type="button"
                      className="button button--secondary"
                      aria-label={t('staff.overdue.sendTo', { name: delegateName(row) })}
                      disabled={sending !== undefined}
                      onClick={() => void send(row)}
                    >
                      {t('staff.overdue.send')}
                    </button>,
                  ]
                : []),
            ],
          }))}
        />
      )}
    </section>
  );
}
