import type { ReactNode } from "react";
import { TableHead } from "../../components/ui/table-head";

interface FiguresTableProps<T> {
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row's cells, in the columns' order: the first names the row, the others are figures. */
  cells: (row: T) => readonly ReactNode[];
  className: string;
  testId: string;
}

/** A chart's figures as a table, its text alternative: a heading per column, figures in aligned digits. */
export function FiguresTable<T>({ columns, rows, rowKey, cells, className, testId }: FiguresTableProps<T>) {
  return (
    <table className={className} data-testid={testId}>
      <TableHead columns={columns} />
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {cells(row).map((cell, i) => (
              <td key={columns[i]} className={i === 0 ? undefined : "tabular-nums"}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
