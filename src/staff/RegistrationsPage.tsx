import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { ListAnswer } from '../../core/api/staffTypes';
import ListCounts from './ListCounts';
import ListFilters from './ListFilters';
import MoneyTotals from './money/MoneyTotals';
import OverdueTransfers from './OverdueTransfers';
import RegistrationTable from './RegistrationTable';
import { listQueryString, staffApi, withoutLanguage } from './staffApi';
import { useStaff } from './StaffContext';
import { useStaffCall } from './useStaffCall';
import { useStaffText } from './useStaffText';

// The charts are a chunk of their own, asked for once the list is shown, so they never hold the list up.
const EventCharts = lazy(() => import('./charts/EventCharts'));

/**
 * The registrations list: counts, search and filters, the sortable table, paging and the CSV export of what matches;
 * below it the charts of the whole event.
 */
export default function RegistrationsPage() {
  const t = useStaffText();
  const { announce } = useStaff();
  const staffCall = useStaffCall();
  const [params, setParams] = useSearchParams();
  const [answer, setAnswer] = useState<ListAnswer>();
  const [error, setError] = useState('');
  const query = params.toString();

  useEffect(() => {
    let live = true;
    void staffCall(() => staffApi.list<ListAnswer>(new URLSearchParams(query))).then((result) => {
      if (!live) return;
      if (result.ok) {
        setAnswer(result.value);
        setError('');
        announce(t('staff.list.loaded', { total: result.value.total }));
      } else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [query, staffCall, announce, t]);

  const sort = params.get('sort') ?? 'created';
  const direction = params.get('direction') === 'asc' ? 'asc' : 'desc';
  const change = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) merged.set(key, value);
    setParams(new URLSearchParams(listQueryString(merged)));
  };
  const onSort = (column: string) =>
    change({ sort: column, direction: column === sort && direction === 'asc' ? 'desc' : 'asc', page: '' });
  const page = answer?.page ?? 1;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const exportParams = withoutLanguage(params);
  exportParams.delete('page');

  return (
    <>
      <h1>{t('staff.list.heading')}</h1>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      {answer && <ListCounts counts={answer.counts} />}
      {answer && <MoneyTotals totals={answer.counts.money} />}
      <OverdueTransfers />
      <ListFilters params={params} onApply={(values) => change({ ...values, page: '' })} />
      <p>
        <a href={`/staff/api/registrations.csv?${listQueryString(exportParams)}`} download="registrations.csv">
          {t('staff.list.export')}
        </a>
      </p>
      {answer && (
        <>
          <RegistrationTable
            rows={answer.rows}
            total={answer.total}
            sort={sort}
            direction={direction}
            onSort={onSort}
          />
          <nav aria-label={t('staff.pager.label')} className="staff-pager">
            <button
              type="button"
              className="button button--secondary"
              disabled={page <= 1}
              onClick={() => change({ page: String(page - 1) })}
            >
              {t('staff.pager.previous')}
            </button>
            <span>{t('staff.pager.position', { page, pages })}</span>
            <button
              type="button"
              className="button button--secondary"
              disabled={page >= pages}
              onClick={() => change({ page: String(page + 1) })}
            >
              {t('staff.pager.next')}
            </button>
          </nav>
          <Suspense fallback={null}>
            <EventCharts />
          </Suspense>
        </>
      )}
    </>
  );
}
