import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Column, DataTable, listPage } from '../../components/data-table.tsx';
import { type SegmentOption, SegmentedControl } from '../../components/segmented-control.tsx';
import { DeskMessageLine } from './desk-message.tsx';
import { useOperatorTranslation } from './translation.ts';
import type { DeskMessage } from './use-desk-action.ts';

type DeskList<Row> = {
  query: UseQueryResult<{ data: { count: number; body: Row[] } }>;
  page: number;
  setPage: (page: number) => void;
};

type DeskScope<Scope extends string> = {
  value: Scope;
  options: readonly SegmentOption<Scope>[];
  onChange: (scope: Scope) => void;
};

type DeskProps<Row, Scope extends string> = {
  /** Prefix of the heading's id. */
  id: string;
  heading: string;
  intro: string;
  /** The table's accessible name; the heading when left out. */
  caption?: string;
  /** Which rows the desk lists (waiting ones, or all); none for a plain log. */
  scope?: DeskScope<Scope>;
  message?: DeskMessage | null;
  list: DeskList<Row>;
  columns: readonly Column<Row>[];
  /** The desk's dialogs. */
  children?: ReactNode;
};

/** A console desk: what it is for, which rows, the last action's outcome, and the paged rows. */
export function Desk<Row extends { id: string }, Scope extends string>({
  id,
  heading,
  intro,
  caption,
  scope,
  message = null,
  list,
  columns,
  children,
}: DeskProps<Row, Scope>) {
  const { t } = useOperatorTranslation();
  const { query, page, setPage } = list;
  return (
    <section className="operator-card" aria-labelledby={`${id}-heading`}>
      <h1 id={`${id}-heading`}>{heading}</h1>
      <p className="operator-muted">{intro}</p>
      {scope === undefined ? null : (
        <SegmentedControl
          label={t('desk.show')}
          value={scope.value}
          options={scope.options}
          onChange={(value) => {
            setPage(0);
            scope.onChange(value);
          }}
        />
      )}
      <DeskMessageLine message={message} />
      <DataTable
        caption={caption ?? heading}
        columns={columns}
        {...listPage(query, page, setPage)}
        rowKey={(row) => row.id}
      />
      {children}
    </section>
  );
}
