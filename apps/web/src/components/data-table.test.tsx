/**
 * Proves the paged data table: headers and cells with number columns aligned, the spec's
 * loading, empty ('No data available in table') and error ('FAILED TO RETRIEVE DATA', Try
 * Again) states, pages of 10 by default with zero-based page changes and the range read out,
 * the scroll box named and focusable, the CSV export that is busy until the server is done
 * and says so when it fails, and the whole loop with TanStack Query from failure to rows.
 */
import { keepPreviousData, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
import { testQueryClient } from '../test-support/render.tsx';
import { DataTable, type Column } from './data-table.tsx';

type Trade = { id: string; product: string; grams: string };
const trades = (count: number, from = 0): Trade[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `T${from + index + 1}`,
    product: 'DG100',
    grams: `${from + index + 1},00`,
  }));
const columns: Column<Trade>[] = [
  { id: 'id', header: 'TRANSACTION ID', cell: (row) => row.id },
  { id: 'product', header: 'PRODUCT', cell: (row) => row.product },
  { id: 'grams', header: 'TOTAL GRAM', cell: (row) => row.grams, align: 'end' },
];

type Props = ComponentProps<typeof DataTable<Trade>>;
const renderTable = (props: Partial<Props> = {}) =>
  render(
    <DataTable<Trade>
      caption="Transaksi"
      columns={columns}
      rows={trades(10)}
      rowKey={(row) => row.id}
      status="success"
      onRetry={() => {}}
      totalCount={57}
      page={0}
      onPageChange={() => {}}
      {...props}
    />,
  );

describe('DataTable', () => {
  it('shows the headers and rows, with number columns aligned to the end', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Transaksi' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'TRANSACTION ID',
      'PRODUCT',
      'TOTAL GRAM',
    ]);
    expect(headers[2]).toHaveClass('data-table-number');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByRole('cell', { name: '3,00' })).toHaveClass('data-table-number');
    expect(within(table).getByRole('cell', { name: 'T3' })).not.toHaveClass('data-table-number');
  });

  it('scrolls sideways inside its own named, focusable box', () => {
    renderTable();
    const box = screen.getByRole('region', { name: 'Transaksi' });
    expect(box).toHaveClass('data-table-scroll');
    expect(box).toHaveAttribute('tabindex', '0');
    expect(within(box).getByRole('table')).toBeInTheDocument();
  });

  it('says it is loading and marks the table busy', () => {
    renderTable({ status: 'pending', rows: [] });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Memuat data…')).toBeInTheDocument();
  });

  it('shows the spec text of an empty table', () => {
    renderTable({ rows: [], totalCount: 0 });
    expect(screen.getByRole('cell', { name: 'No data available in table' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('reports a failure with Try Again', async () => {
    const onRetry = vi.fn();
    renderTable({ status: 'error', rows: [], onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('FAILED TO RETRIEVE DATA');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('pages by 10 by default, reads out the range and changes page zero-based', async () => {
    const onPageChange = vi.fn();
    renderTable({ rows: trades(10, 10), page: 1, onPageChange });
    expect(screen.getByText('Menampilkan 11–20 dari 57')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Halaman terakhir' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5); // 57 rows make 6 pages of 10
  });

  it('takes another page size', () => {
    renderTable({ rows: trades(25), pageSize: 25 });
    expect(screen.getByText('Menampilkan 1–25 dari 57')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Halaman 4' })).not.toBeInTheDocument();
  });
});

describe('DataTable export', () => {
  const deferred = () => {
    let settle!: { resolve: () => void; reject: (error: Error) => void };
    const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    return { promise, ...settle };
  };

  it('has no EXPORT button unless an export is given', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'EXPORT' })).not.toBeInTheDocument();
  });

  it('is busy until the server is done, and ignores clicks meanwhile', async () => {
    const download = deferred();
    const onExport = vi.fn(() => download.promise);
    renderTable({ onExport });
    const button = screen.getByRole('button', { name: 'EXPORT' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Menyiapkan file CSV…')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onExport).toHaveBeenCalledTimes(1);
    download.resolve();
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByText('Menyiapkan file CSV…')).not.toBeInTheDocument();
  });

  it('says so when the export fails, and can be tried again', async () => {
    const onExport = vi.fn(() => Promise.reject(new Error('offline')));
    renderTable({ onExport });
    await userEvent.click(screen.getByRole('button', { name: 'EXPORT' }));
    expect(await screen.findByText('Ekspor gagal. Coba lagi.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'EXPORT' }));
    expect(onExport).toHaveBeenCalledTimes(2);
  });
});

/** A report page as a feature writes it: the query's status and count feed the table. */
function TradesReport({ fetchPage }: { fetchPage: (page: number) => Promise<Trade[]> }) {
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: ['trades', page],
    queryFn: async () => ({ rows: await fetchPage(page), count: 23 }),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable<Trade>
      caption="Transaksi"
      columns={columns}
      rows={query.data?.rows ?? []}
      rowKey={(row) => row.id}
      status={query.status}
      onRetry={() => void query.refetch()}
      totalCount={query.data?.count ?? 0}
      page={page}
      onPageChange={setPage}
    />
  );
}

describe('DataTable with a query', () => {
  it('goes from FAILED TO RETRIEVE DATA to rows with Try Again, then to the next page', async () => {
    const fetchPage = vi
      .fn<(page: number) => Promise<Trade[]>>()
      .mockRejectedValueOnce(new Error('500'))
      .mockImplementation(async (page) => trades(page === 2 ? 3 : 10, page * 10));
    render(
      <QueryClientProvider client={testQueryClient()}>
        <TradesReport fetchPage={fetchPage} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('cell', { name: 'T1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Halaman terakhir' }));
    expect(await screen.findByRole('cell', { name: 'T23' })).toBeInTheDocument();
    expect(screen.getByText('Menampilkan 21–23 dari 23')).toBeInTheDocument();
    expect(fetchPage).toHaveBeenLastCalledWith(2);
  });
});
