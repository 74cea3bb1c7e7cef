import { PAGE_SIZE } from '@emas/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './data-table.css';
import { Pagination } from './pagination.tsx';

/** Texts the spec fixes word for word (spec 002): shown as written in either language. */
const specTexts = {
  empty: 'No data available in table',
  failed: 'FAILED TO RETRIEVE DATA',
  tryAgain: 'Try Again',
  export: 'EXPORT',
} as const;

export type Column<Row> = {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** A number column aligns right, so digits line up and amounts compare at a glance. */
  align?: 'start' | 'end';
};

/** TanStack Query's `status` fits as it is. */
export type DataTableStatus = 'pending' | 'error' | 'success';

type DataTableProps<Row> = {
  /** The table's accessible name (read, not shown: the tab or heading above shows it). */
  caption: string;
  columns: readonly Column<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  status: DataTableStatus;
  onRetry: () => void;
  /** Rows on all pages, as the list call counts them. */
  totalCount: number;
  /** Zero-based. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /** How the page control shows its numbers (the transfer track list: 3 with ellipses). */
  pagination?: { shownMax: number; ellipses: boolean };
  /** Starts the server's CSV download; the button is busy until the promise settles. */
  onExport?: () => Promise<unknown>;
};

/**
 * A paged list from the server: loading, empty, error with Try Again, the rows, and the page
 * control. A wide table scrolls sideways inside its own box, never the page. Keep the count
 * while the next page loads (TanStack Query's `placeholderData: keepPreviousData`), so the
 * page control, and the keyboard focus on it, stays put.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, status, totalCount, page, onPageChange, onExport } = props;
  const pageSize = props.pageSize ?? PAGE_SIZE;
  const captionId = useId();
  const pageCount = Math.ceil(totalCount / pageSize);
  return (
    <div className="data-table">
      {onExport ? <ExportButton onExport={onExport} /> : null}
      <div
        className="data-table-scroll"
        role="region"
        aria-labelledby={captionId}
        // A box that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
        tabIndex={0}
      >
        <table aria-busy={status === 'pending' || undefined}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={alignClass(column)}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <TableBody {...props} />
          </tbody>
        </table>
      </div>
      <p className="data-table-summary" aria-live="polite">
        {status === 'success' && props.rows.length > 0 ? (
          <RangeText page={page} pageSize={pageSize} shown={props.rows.length} total={totalCount} />
        ) : null}
      </p>
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={onPageChange}
        {...props.pagination}
      />
    </div>
  );
}

const alignClass = (column: { align?: 'start' | 'end' }) =>
  column.align === 'end' ? 'data-table-number' : undefined;

function TableBody<Row>({ columns, rows, rowKey, status, onRetry }: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  if (status === 'pending') {
    return (
      <StateRow span={columns.length}>
        <span className="spinner" aria-hidden="true" />
        {t('table.loading')}
      </StateRow>
    );
  }
  if (status === 'error') {
    return (
      <StateRow span={columns.length}>
        <span role="alert">{specTexts.failed}</span>
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {specTexts.tryAgain}
        </button>
      </StateRow>
    );
  }
  if (rows.length === 0) {
    return <StateRow span={columns.length}>{specTexts.empty}</StateRow>;
  }
  return rows.map((row) => (
    <tr key={rowKey(row)}>
      {columns.map((column) => (
        <td key={column.id} className={alignClass(column)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  ));
}

/** One cell across the table; its content stays in view however far the box is scrolled. */
function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="data-table-state">
        <div>{children}</div>
      </td>
    </tr>
  );
}

type RangeTextProps = { page: number; pageSize: number; shown: number; total: number };

/** 'Showing 11–20 of 57'; its paragraph stays mounted, so a new page's range is announced. */
function RangeText({ page, pageSize, shown, total }: RangeTextProps) {
  const { t } = useTranslation('common');
  const from = page * pageSize + 1;
  return t('table.range', { from, to: from + shown - 1, total });
}

const EXPORT_NOTES = { idle: null, busy: 'table.exporting', failed: 'table.exportFailed' } as const;

/**
 * EXPORT, busy while the server streams the file. The button stays focusable while busy
 * (aria-disabled), and a note beside it says what is happening or that the export failed.
 */
function ExportButton({ onExport }: { onExport: () => Promise<unknown> }) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<keyof typeof EXPORT_NOTES>('idle');
  const busy = state === 'busy';
  const start = async () => {
    setState('busy');
    try {
      await onExport();
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  const note = EXPORT_NOTES[state];
  return (
    <div className="data-table-toolbar">
      <p className={`data-table-export-note data-table-export-${state}`} aria-live="polite">
        {note ? t(note) : null}
      </p>
      <button
        type="button"
        className="button button-primary"
        aria-disabled={busy || undefined}
        onClick={busy ? undefined : () => void start()}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {specTexts.export}
      </button>
    </div>
  );
}

type ListQuery<Row> = {
  data: { data: { body: readonly Row[]; count: number } } | undefined;
  status: DataTableStatus;
  refetch: () => unknown;
};

/** What a `DataTable` shows of a paged list call's query: its rows, count and state, and Try Again. */
export function listPage<Row>(
  query: ListQuery<Row>,
  page: number,
  onPageChange: (page: number) => void,
) {
  return {
    rows: query.data?.data.body ?? [],
    totalCount: query.data?.data.count ?? 0,
    status: query.status,
    onRetry: () => void query.refetch(),
    page,
    onPageChange,
  };
}
