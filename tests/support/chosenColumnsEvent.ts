/**
 * An event of the tests' own whose fee columns the delegate chooses, for the engine rather than the data: its regions
 * are regulators, universities or companies (no membership at all), "Academic" and "Industry" are open to every one
 * of them, and "Regulators" to regulators only. It keeps the periods, rows and regions of the event under test, so
 * written into a copy of the schemas (tests/schemas/helpers/chosenColumnsCopy.ts) it is a whole event.
 */
import type { Fees, Region } from '../../core/model/types';

export const chosenStatuses = ['Regulator', 'University', 'Company'] as const;

/** The columns, each with the statuses it opens to and its label's key and words. */
export const chosenColumns = [
  { id: 'Academic', label: 'fees.column.academic', words: 'Academic', statuses: [...chosenStatuses] },
  { id: 'Industry', label: 'fees.column.industry', words: 'Industry', statuses: [...chosenStatuses] },
  { id: 'Regulators', label: 'fees.column.regulators', words: 'Regulators', statuses: ['Regulator'] },
] as const;

/** The words of the fixture's keys, the same in each catalogue (a test reads them, nobody else). */
export const chosenTexts: Record<string, string> = Object.fromEntries([
  ...chosenColumns.map((column) => [column.label, column.words]),
  ...chosenStatuses.flatMap((status) => [
    [`staff.memberStatus.${status}`, status],
    [`delegate.memberStatus.${status}`, status],
  ]),
]);

/** The fixture's fees over the periods and rows of `fees`, every cell priced. */
export function chosenFees(fees: Fees): Fees {
  return {
    ...fees,
    statuses: [...chosenStatuses],
    columns: chosenColumns.map(({ id, label, statuses }) => ({ id, label, statuses: [...statuses] })),
    options: fees.periods.flatMap((period) =>
      fees.rows.flatMap((row, rowIndex) =>
        chosenColumns.map((column, columnIndex) => ({
          value: `${row.id}_${column.id.toLowerCase()}_${period.id}`,
          period: period.id,
          row: row.id,
          column: column.id,
          price: 100 * (rowIndex + 1) + 10 * columnIndex,
        })),
      ),
    ),
  };
}

/** The regions of the event under test, each made a regulator, a university or a company in turn. */
export function chosenRegions(regions: readonly Region[]): Region[] {
  return regions.map((region, index) => ({ ...region, status: chosenStatuses[index % chosenStatuses.length] }));
}

/** The fee code of a row, column and period of the fixture. */
export function chosenFee(fees: Fees, column: string, period: string): string {
  const option = fees.options.find((candidate) => candidate.column === column && candidate.period === period);
  if (!option) throw new Error(`the fixture has no ${column} fee in ${period}`);
  return option.value;
}
