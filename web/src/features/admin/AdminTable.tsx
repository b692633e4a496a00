import type { Key, ReactNode } from 'react';

/** One column of an admin table: its name heads it and labels each of its cells when rows stack on a phone. */
export interface AdminColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
  /** The row's buttons and links (their own layout when stacked). */
  actions?: boolean;
}

/** A list of the admin panel as a table: the columns named once, each cell labelled with its column's name (admin.css). */
export function AdminTable<T>({ columns, rows, rowKey }: { columns: readonly AdminColumn<T>[]; rows: readonly T[]; rowKey: (row: T) => Key }) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label}>{c.label}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.label} className={c.actions ? 'admin-table__actions' : undefined} data-label={c.label}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
