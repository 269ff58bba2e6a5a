import './charts.css';

import { useEffect, useState } from 'react';

import type { EventStatistics } from '../../../core/rules/eventStatistics';
import { staffApi } from '../staffApi';
import { useStaffCall } from '../useStaffCall';
import { useStaffText } from '../useStaffText';
import DaysChart from './DaysChart';
import FeeColumnChart from './FeeColumnChart';
import RegionChart from './RegionChart';

/** The charts, or a sentence where there is nothing to draw. */
function Pictures({ statistics }: { statistics: EventStatistics }) {
  const t = useStaffText();
  if (statistics.total === 0 || statistics.days.length === 0) return <p>{t('staff.charts.empty')}</p>;
  const coming = statistics.byFeeColumn.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <>
      <p>{t('staff.charts.intro')}</p>
      <div className="staff-charts__grid">
        <DaysChart days={statistics.days} />
        {coming === 0 ? (
          <p>{t('staff.charts.noneComing')}</p>
        ) : (
          <>
            <FeeColumnChart byFeeColumn={statistics.byFeeColumn} />
            <RegionChart byRegion={statistics.byRegion} />
          </>
        )}
      </div>
    </>
  );
}

/**
 * The picture of the whole event on the console's first page: registrations day by day by state, and the delegates
 * coming by fee group and by region. A chunk of its own, loaded once the list is shown.
 */
export default function EventCharts() {
  const t = useStaffText();
  const staffCall = useStaffCall();
  const [statistics, setStatistics] = useState<EventStatistics>();
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    void staffCall(() => staffApi.statistics<EventStatistics>()).then((result) => {
      if (!live) return;
      if (result.ok) setStatistics(result.value);
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [staffCall]);

  return (
    <section aria-labelledby="staff-charts-heading" className="staff-charts">
      <h2 id="staff-charts-heading">{t('staff.charts.heading')}</h2>
      {error && <p className="notice notice--error">{error}</p>}
      {statistics && <Pictures statistics={statistics} />}
    </section>
  );
}
