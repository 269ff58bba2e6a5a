import { useEffect, useState } from 'react';

import type { ErrorReport } from '../../core/api/staffTypes';
import { browserName, pathOf, type ReportAnswer, reportSummary } from './errorReportSummary';
import { staffApi } from './staffApi';
import { useStaffCall } from './useStaffCall';
import { useStaffFormat } from './useStaffFormat';
import { useStaffText } from './useStaffText';

interface ReportsAnswer {
  total: number;
  page: number;
  pageSize: number;
  reports: ErrorReport[];
}

/** What delegates' browsers reported failing, newest first. */
export default function ErrorReportsPage() {
  const t = useStaffText();
  const { instant } = useStaffFormat();
  const staffCall = useStaffCall();
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<ReportsAnswer>();
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    void staffCall(() => staffApi.errorReports<ReportsAnswer>(page)).then((result) => {
      if (!live) return;
      if (result.ok) setAnswer(result.value);
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [page, staffCall]);

  const answerText = (said: ReportAnswer) =>
    said === 'none'
      ? t('staff.reports.noAnswer')
      : said === 'beforeSend'
        ? t('staff.reports.beforeSend')
        : t('staff.reports.answer', { status: said.status });
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  return (
    <>
      <h1>{t('staff.reports.heading')}</h1>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
      {answer && (
        <>
          <table className="data-table data-table--cards">
            <caption>{t('staff.reports.caption', { total: answer.total })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('staff.reports.at')}</th>
                <th scope="col">{t('staff.reports.url')}</th>
                <th scope="col">{t('staff.reports.error')}</th>
                <th scope="col">{t('staff.reports.userAgent')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.reports.map((report) => {
                const summary = reportSummary(report.error);
                return (
                  <tr key={report.id}>
                    <td data-label={t('staff.reports.at')}>{instant(report.createdAt)}</td>
                    <td data-label={t('staff.reports.url')} className="staff-report__page">
                      {pathOf(report.url)}
                    </td>
                    <td data-label={t('staff.reports.error')}>
                      <p className="staff-report__what">{summary.what}</p>
                      {(summary.call ?? summary.answer) && (
                        <p className="staff-report__call">
                          {[summary.call, summary.answer && answerText(summary.answer)].filter(Boolean).join(' · ')}
                        </p>
                      )}
                      <details className="staff-report__details">
                        <summary>{t('staff.reports.details')}</summary>
                        <pre className="staff-report">{summary.details}</pre>
                      </details>
                    </td>
                    <td data-label={t('staff.reports.userAgent')}>
                      {browserName(report.userAgent) ?? report.userAgent ?? ''}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <nav aria-label={t('staff.pager.label')} className="staff-pager">
            <button
              type="button"
              className="button button--secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('staff.pager.previous')}
            </button>
            <span>{t('staff.pager.position', { page, pages })}</span>
            <button
              type="button"
              className="button button--secondary"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('staff.pager.next')}
            </button>
          </nav>
        </>
      )}
    </>
  );
}
