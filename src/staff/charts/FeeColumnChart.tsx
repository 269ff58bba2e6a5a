import type { EventStatistics } from '../../../core/rules/eventStatistics';
import { useStaffText } from '../useStaffText';
import { useValueTexts } from '../useValueTexts';
import BarChart from './BarChart';

/** The delegates still coming in each column of the fee grid, named as the grid heads them. */
export default function FeeColumnChart({ byFeeColumn }: { byFeeColumn: EventStatistics['byFeeColumn'] }) {
  const t = useStaffText();
  const values = useValueTexts();
  return (
    <BarChart
      caption={t('staff.charts.columns.caption')}
      labelHeading={t('staff.charts.table.column')}
      bars={byFeeColumn.map(({ column, count }) => ({ key: column, label: values.feeColumn(column), count }))}
    />
  );
}
