import { Link } from 'react-router-dom';

import type { ListedRegistration } from '../../core/api/staffTypes';
import { useDelegateName } from './useDelegateName';
import { type StaffFormat, useStaffFormat } from './useStaffFormat';
import { useStaffPath } from './useStaffPath';
import { useStaffText } from './useStaffText';
import { useValueTexts } from './useValueTexts';

/** The list's columns: the sort key the API takes, and what a cell shows. */
const columns: { sort: string; cell: (row: ListedRegistration, format: StaffFormat) => string }[] = [
  { sort: 'reference', cell: (row) => row.reference ?? '' },
  // The name column is written in the console's language by the table below.
  { sort: 'name', cell: () => '' },
  { sort: 'organisation', cell: (row) => row.organizationName },
  { sort: 'region', cell: (row, format) => format.region(row.region) },
  { sort: 'feeCategory', cell: (row) => row.feeCategory },
  { sort: 'amount', cell: (row, format) => format.amount(row.currency, row.feeAmount) },
  { sort: 'paymentMethod', cell: (row) => row.paymentMethod },
  { sort: 'state', cell: (row) => row.state },
  { sort: 'created', cell: (row, format) => format.instant(row.createdAt) },
];

export interface RegistrationTableProps {
  rows: ListedRegistration[];
  total: number;
  sort: string;
  direction: 'asc' | 'desc';
  onSort: (sort: string) => void;
}

/** The registrations as a table: each sortable header a button, the sorted one marked with aria-sort. */
export default function RegistrationTable({ rows, total, sort, direction, onSort }: RegistrationTableProps) {
  const t = useStaffText();
  const format = useStaffFormat();
  const staffPath = useStaffPath();
  const delegateName = useDelegateName();
  const values = useValueTexts();
  const text = (column: string, row: ListedRegistration, value: string) => {
    if (column === 'name') return delegateName(row);
    if (column === 'state') return values.field('state', row.state, row);
    if (column === 'paymentMethod') return values.field('paymentMethod', row.paymentMethod, row);
    if (column === 'feeCategory') return values.feeCategory(row.feeCategory);
    return value;
  };
  return (
    <table className="data-table data-table--cards">
      <caption>{t('staff.list.caption', { total })}</caption>
      <thead>
        <tr>
          {columns.map((column) => {
            const sorted = column.sort === sort;
            return (
              <th
                key={column.sort}
                scope="col"
                aria-sort={sorted ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
              >
                <button type="button" onClick={() => onSort(column.sort)}>
                  {t(`staff.column.${column.sort}`)}
                  <span aria-hidden="true">{sorted ? (direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column, index) =>
              index === 0 ? (
                <th key={column.sort} scope="row">
                  <Link to={staffPath(`/staff/registrations/${row.id}`)}>
                    {row.reference ?? t('staff.list.noReference', { id: row.id })}
                  </Link>
                </th>
              ) : (
                <td key={column.sort} data-label={t(`staff.column.${column.sort}`)}>
                  {text(column.sort, row, column.cell(row, format))}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
