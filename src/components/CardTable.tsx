import type { ReactNode } from 'react';

export interface CardTableRow {
  key: string;
  /** One cell per column, in the columns' order. */
  cells: readonly ReactNode[];
}

export interface CardTableProps {
  columns: readonly string[];
  rows: readonly CardTableRow[];
  caption?: string;
}

/**
 * A table of the delegate's page and the staff console. Below a phone's width the stylesheet shows each row as a
 * card, and each cell names its column itself (data-label), as the header row is then hidden.
 */
export default function CardTable({ columns, rows, caption }: CardTableProps) {
  return (
    <table className="data-table data-table--cards">
      {caption && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              <td key={index} data-label={columns[index]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
