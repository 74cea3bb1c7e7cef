/**
 * Proves the TRANSACTIONS tab's calls (spec 002): the contract chosen from the address is in
 * the first call, a date period sends its range in the level's query names, an empty answer
 * says 'No data available in table', and a failure offers Try Again, which asks again.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../test-support/fake-server.ts';
import { renderWithProviders, signIn, tradingServer } from '../trading/test-support.tsx';
import { TransactionsTab } from './transactions-tab.tsx';

const DG1 = 5;
const none = {
  body: { status: 200, data: { body: [], count: 0, countCapped: false } },
};
const lastQuery = (calls: { url: URL }[]) => calls[calls.length - 1]?.url.searchParams;

describe('transactions tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("starts on the address's contract and sends a client's day as date_start and date_end", async () => {
    signIn();
    const server = tradingServer({ 'POST /v2/igx/transactions': none });
    renderWithProviders(<TransactionsTab level="client" initialContractIds={[DG1]} />);
    expect(
      await screen.findByRole('cell', { name: 'No data available in table' }),
    ).toBeInTheDocument();
    const first = server.callsTo('POST /v2/igx/transactions')[0]?.url.searchParams;
    expect(first?.getAll('contract_id[]')).toEqual([String(DG1)]);
    expect(first?.has('date_start')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'DAILY' }));
    await waitFor(() => {
      const query = lastQuery(server.callsTo('POST /v2/igx/transactions'));
      expect(query?.get('date_start')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(query?.get('date_start')).toBe(query?.get('date_end'));
    });
  });

  it('sends an ib its dateStart and dateEnd, and asks again after a failure', async () => {
    signIn({ level: 'ib', hin: 'IB00000001' });
    let failing = true;
    const server = tradingServer({
      'POST /v2/rrs/transactions': () => (failing ? { status: 500, body: errorBody(500) } : none),
      'POST /v2/rrs/list_trade_account': {
        body: { status: 200, data: { body: [], count: 0 } },
      },
    });
    renderWithProviders(<TransactionsTab level="ib" initialContractIds={[]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('FAILED TO RETRIEVE DATA');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('cell', { name: 'No data available in table' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'MONTHLY' }));
    await waitFor(() => {
      const query = lastQuery(server.callsTo('POST /v2/rrs/transactions'));
      expect(query?.get('dateStart')).toMatch(/^\d{4}-\d{2}-01$/);
      expect(query?.has('date_start')).toBe(false);
    });
  });
});
