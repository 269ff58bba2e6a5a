import { useIntl } from 'react-intl';

import { storedRegionName } from '../../../core/i18n/regionName';
import { regions } from '../../../core/model/regionList';
import type { EventStatistics } from '../../../core/rules/eventStatistics';
import { useStaffText } from '../useStaffText';
import BarChart from './BarChart';
import { topWithOther } from './chartData';

/** How many regions get a bar of their own before the rest go together. */
export const regionBars = 8;

/** The delegates still coming from each region, most first, named in the console's language. */
export default function RegionChart({ byRegion }: { byRegion: EventStatistics['byRegion'] }) {
  const t = useStaffText();
  const { locale } = useIntl();
  const { shown, other } = topWithOther(byRegion, regionBars);
  const name = (kept: string) => storedRegionName(regions, kept, locale);
  const bars = shown.map(({ region, count }) => ({ key: region, label: name(region), count }));
  if (other)
    bars.push({ key: '', label: t('staff.charts.otherRegions', { count: other.entries }), count: other.count });
  return (
    <BarChart caption={t('staff.charts.regions.caption')} labelHeading={t('staff.charts.table.region')} bars={bars} />
  );
}
