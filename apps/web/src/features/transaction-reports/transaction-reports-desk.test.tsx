/**
 * Proves the console's Transaction reports desk against the contract: the open items with
 * their findings and amounts as Indonesian writes them, one reported to PPATK only with a
 * note, and a day's CSV downloaded with the operator's token.
 */
import { transactionReportEndpoints } from '@emas/api/transaction-reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, takeCannedMismatches } from '../../test-support/fake-server.ts';
import { renderRoutes } from '../../test-support/render.tsx';
import { OperatorConsole, endOperatorSession } from '../operator/index.ts';
import { deskPage, signInTestOperator } from '../operator/test-support.tsx';
import { TransactionReportsDesk } from './transaction-reports-desk.tsx';

const DESKS = [
  {
    path: 'transaction-reports',
    entry: 'transactionReports',
    page: <TransactionReportsDesk />,
    opens: transactionReportEndpoints.items,
  },
] as const;

const item = {
  id: 'i-1',
  day: '2026-11-26',
  hin: 'PC00000002',
  fullname: 'Dewi Anggraini',
  kind: 'structuring',
  cash_in: '0.00',
  cash_out: '720000000.00',
  movement_count: 3,
  from_at: Date.UTC(2026, 10, 26, 3),
  to_at: Date.UTC(2026, 10, 26, 7),
  status: 'open',
  note: null,
  reviewed_at: null,
} as const;

describe('transaction reports desk', () => {
  beforeEach(() => signInTestOperator());
  afterEach(() => {
    expect(takeCannedMismatches()).toEqual([]);
    endOperatorSession();
    vi.unstubAllGlobals();
  });

  it('reports an item to PPATK with a note, and downloads a day as CSV', async () => {
    const server = fakeServer({
      'GET /v2/operator/transaction-reports/items': deskPage([item]),
      'POST /v2/operator/transaction-reports/items/i-1/review': {
        body: { status: 200, data: { ...item, status: 'reported', note: 'LTKM dikirim' } },
      },
      'GET /v2/operator/transaction-reports/2026-11-26/export': { body: 'day,hin\n' },
    });
    const saved: string[] = [];
    // jsdom has no object URLs: these stand in for the browser's.
    Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderRoutes(
      [{ path: '/operator/*', element: <OperatorConsole desks={DESKS} /> }],
      '/operator/transaction-reports',
    );
    expect(await screen.findByRole('link', { name: 'Transaksi mencurigakan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const row = (await screen.findByText('Dewi Anggraini')).closest('tr')!;
    expect(row).toHaveTextContent('Penarikan di bawah batas');
    expect(row).toHaveTextContent('3 penarikan');
    expect(row).toHaveTextContent('Rp 720.000.000,00');
    await userEvent.click(within(row).getByRole('button', { name: 'Tinjau' }));
    const dialog = screen.getByRole('dialog', { name: 'Tinjau Dewi Anggraini (2026-11-26)' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Keputusan'), 'reported');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByText('Isi catatan minimal 3 karakter.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Catatan'), 'LTKM dikirim');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Butir Dewi Anggraini (2026-11-26) disimpan.',
      ),
    );
    expect(
      server.callsTo('POST /v2/operator/transaction-reports/items/i-1/review')[0]?.body,
    ).toEqual({
      outcome: 'reported',
      note: 'LTKM dikirim',
    });
    const day = screen.getByLabelText('Tanggal laporan');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-26');
    await userEvent.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved).toEqual(['transactions-2026-11-26.csv']));
    const [download] = server.callsTo('GET /v2/operator/transaction-reports/2026-11-26/export');
    expect(download?.headers.get('authorization')).toBe(`Bearer ${'t'.repeat(40)}`);
    click.mockRestore();
  });
});
