/**
 * Proves the revenue-share page (spec 002): an fm's branches with their volumes, rate ratio
 * and revenue; choosing a branch asks for that branch; and an ib with no clients sees the
 * spec's message instead of rows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn, tradingServer } from '../trading/test-support.tsx';
import { RrsPage } from './rrs-page.tsx';
import { side } from './rrs-fixtures.ts';

const branch = {
  _id: 'account-ib',
  fullname: 'IB Satu',
  trade_account: { hin: 'IB00000001' },
  level: 'ib',
  gold: {
    buy: side('750.00', '12000000.00', '0.3215074657', '10.00'),
    sell: side('250.00', '4000000.00', '0.1071691552', '3.33'),
  },
  total_trade: '1000.00',
  totalTradeIdr: '16000000.00',
  totalToz: '0.4286766209',
  total_gram: '13.33',
  rateRatio: '25.00',
};

const report = (rows: unknown[]) => ({
  body: { status: 200, data: { body: { rows, revenue: { usd: '2.50', idr: '40000.00' } } } },
});
const list = (entries: unknown[]) => ({ body: { status: 200, data: { body: entries } } });

describe('revenue share page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("shows an fm's branches with their volumes, rate ratio and revenue, and asks for one branch", async () => {
    signIn({ level: 'fm', hin: 'PB00000001' });
    const server = tradingServer({
      'POST /v2/rrs/fm': report([branch]),
      'POST /v2/rrs/fm/list/branch': list([
        {
          _id: 'account-ib',
          fullname: 'IB Satu',
          trade_account: { hin: 'IB00000001' },
          level: 'ib',
        },
      ]),
      'POST /v2/rrs/fm/get/branch': report([]),
    });
    renderWithProviders(<RrsPage />);
    const row = (await screen.findByRole('cell', { name: 'IB Satu' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('cell', { name: 'IB00000001' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '25,00' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '13,33' })).toBeInTheDocument();
    expect(screen.getByText(/40\.000,00/)).toBeInTheDocument();

    const chooser = screen.getAllByRole('combobox')[0];
    if (!chooser) throw new Error('no chooser');
    await userEvent.selectOptions(chooser, 'IB00000001');
    await waitFor(() => expect(server.callsTo('POST /v2/rrs/fm/get/branch')).toHaveLength(1));
    expect(server.callsTo('POST /v2/rrs/fm/get/branch')[0]?.url.searchParams.get('hin')).toBe(
      'IB00000001',
    );
  });

  it('tells an ib with no clients so, in the words of the spec', async () => {
    signIn({ level: 'ib', hin: 'IB00000001' });
    tradingServer({
      'POST /v2/rrs/ib': report([]),
      'POST /v2/rrs/ib/list/client': list([]),
    });
    renderWithProviders(<RrsPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('There are no clients under IB!');
    // The totals are reset to zero, whatever the report answered.
    expect(screen.queryByText(/40\.000,00/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/0,00/).length).toBeGreaterThan(0);
    expect(screen.getByRole('cell', { name: 'No data available in table' })).toBeInTheDocument();
  });
});
