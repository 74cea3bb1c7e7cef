import type { ReactNode } from 'react';

/** One titled section of a settings tab, named by its heading for screen readers. */
export function SettingsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="settings-section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A column of a `SettingsTable`; a number column aligns right. */
export interface SettingsColumn {
  label: string;
  number?: boolean;
}

const numberClass = (column: { number?: boolean }) =>
  column.number ? 'settings-number' : undefined;

/** A table of a settings tab, in a box that scrolls sideways on a phone; `children` are its rows. */
export function SettingsTable({
  columns,
  children,
}: {
  columns: readonly SettingsColumn[];
  children: ReactNode;
}) {
  return (
    <div className="settings-table-box">
      <table className="settings-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={numberClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
