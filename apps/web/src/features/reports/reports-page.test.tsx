/**
 * Proves the reports page (spec 002, Reports area): the tab bar of each level (CLIENTS only for
 * ib and fm), the tab kept in the address and a client sent from clients to orders, STATEMENTS
 * with its period and a RUN STATEMENT REPORT that works (issue 23), and what the
 * CLIENTS, HOLDINGS and ACCOUNT BALANCE HISTORY tabs show each level.
 */
import { type AccountLevel, contractById } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, errorBody } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { signIn, tradingServer } from '../trading/test-support.tsx';
import { ReportsPage } from './reports-page.tsx';
import { clientAccount, clientList } from './test-support.ts';

const DG1 = 5;
const KAU = 3;

const noOrders = { body: { status: 200, data: { body: [], total: 0 } } };
const tradeAccounts = clientList([
  clientAccount(1, '1500000.50', [{ name: 'BCA', account_no: '1234567890' }]),
  clientAccount(2, '0.00'),
]);

/** Every level's orders call, and the intermediaries' client list. */
const reportRoutes = {
  'POST /v2/igx/orders': noOrders,
  'POST /v2/rrs/orders': noOrders,
  'POST /v2/igx/market-maker/order': noOrders,
  'POST /v2/rrs/list_trade_account': tradeAccounts,
};

const hinOf: Record<AccountLevel, string | null> = {
  client: 'PC00000001',
  ib: 'IB00000001',
  fm: 'PB00000001',
  lp: 'LP00000001',
  ccp: null,
};

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });

const historyRow = (id: string, overrides: Record<string, string> = {}) => ({
  id,
  attributes: {
    createdAt: '2026-03-02T02:00:00.000Z',
    transactionTypeId: 'deposit',
    accountId: 'account-1',
    amount: '2500000.00',
    amountUsd: '156.25',
    total: '1002500000.00',
    rate: '16000.00',
    hin: 'PC00000001',
    fullname: 'Siti Rahma',
    ...overrides,
  },
});

const holding = (contractId: number, overrides: Record<string, string> = {}) => ({
  contract_id: contractId,
  contractId,
  hub: 'JAK',
  quantity: '3.0',
  total_gram: '3.00',
  avg_metal_cost: '68.75',
  avg_metal_cost_idr: '1100000.00',
  fee_tax: '0.75',
  fee_tax_idr: '12000.00',
  avg_total_cost: '69.50',
  avg_total_cost_idr: '1112000.00',
  averageTotalCostIncFeeAndTaxUsd: '69.50',
  averageTotalCostIncFeeAndTaxIdr: '1112000.00',
  metal_value_idr: '3570000.00',
  estimated_pnl_idr: '234000.00',
  ...overrides,
});

describe('reports page', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it.each<[AccountLevel, string[]]>([
    ['client', ['ORDERS', 'TRANSACTIONS', 'HOLDINGS', 'STATEMENTS', 'ACCOUNT BALANCE HISTORY']],
    ['lp', ['ORDERS', 'TRANSACTIONS', 'HOLDINGS', 'STATEMENTS', 'ACCOUNT BALANCE HISTORY']],
    ['ccp', ['ORDERS', 'TRANSACTIONS', 'HOLDINGS', 'STATEMENTS', 'ACCOUNT BALANCE HISTORY']],
    [
      'ib',
      ['ORDERS', 'TRANSACTIONS', 'HOLDINGS', 'CLIENTS', 'STATEMENTS', 'ACCOUNT BALANCE HISTORY'],
    ],
    [
      'fm',
      ['ORDERS', 'TRANSACTIONS', 'HOLDINGS', 'CLIENTS', 'STATEMENTS', 'ACCOUNT BALANCE HISTORY'],
    ],
  ])('shows a %s the tabs %j, ORDERS open first', async (level, expected) => {
    signIn({ level, hin: hinOf[level] });
    tradingServer(reportRoutes);
    renderAt(<ReportsPage />, '/reports');
    expect(await screen.findByRole('heading', { name: 'Laporan' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Laporan' })).toBeInTheDocument();
    expect(tabNames()).toEqual(expected);
    expect(selectedTab()).toHaveTextContent('ORDERS');
    expect(screen.getByRole('tabpanel', { name: 'ORDERS' })).toBeInTheDocument();
    expect(document.title).toBe('Laporan · Emas');
  });

  it('switches a client who lands on the clients tab to orders', async () => {
    signIn();
    const server = tradingServer(reportRoutes);
    renderAt(<ReportsPage />, '/reports?tab=clients');
    expect(await screen.findByRole('tabpanel', { name: 'ORDERS' })).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('ORDERS');
    await waitFor(() => expect(server.callsTo('POST /v2/igx/orders')).not.toHaveLength(0));
    expect(server.callsTo('POST /v2/rrs/list_trade_account')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'RPED' })).not.toBeInTheDocument();
  });

  it('reads the gold balance as the area opens, before the holdings tab', async () => {
    signIn();
    const server = tradingServer({
      ...reportRoutes,
      'POST /v2/igx/gold_balance': { body: { status: 200, body: [] } },
    });
    renderAt(<ReportsPage />, '/reports');
    expect(await screen.findByRole('tabpanel', { name: 'ORDERS' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /v2/igx/gold_balance')).toHaveLength(1));
    expect(server.callsTo('POST /v2/igx/gold_balance')[0]?.body).toEqual({ user_id: 'user-1' });
  });

  it('opens an unknown tab of the address on orders', async () => {
    signIn();
    tradingServer(reportRoutes);
    renderAt(<ReportsPage />, '/reports?tab=settings');
    expect(await screen.findByRole('tabpanel', { name: 'ORDERS' })).toBeInTheDocument();
  });

  it("shows an ib its clients' NAME, HIN, BANK, RPED and BALANCE on the clients tab", async () => {
    signIn({ level: 'ib', hin: 'IB00000001' });
    const server = tradingServer(reportRoutes);
    renderAt(<ReportsPage />, '/reports?tab=clients');
    const panel = await screen.findByRole('tabpanel', { name: 'CLIENTS' });
    const siti = (await within(panel).findByRole('cell', { name: 'Siti Rahma' })).closest('tr');
    if (!siti) throw new Error('no row');
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['NAME', 'HIN', 'BANK', 'RPED', 'BALANCE']);
    expect(
      within(siti)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Siti Rahma', 'PC00000001', 'BCA', '1234567890', 'Rp 1.500.000,50']);
    const budi = within(panel).getByRole('cell', { name: 'Budi Santoso' }).closest('tr');
    if (!budi) throw new Error('no row');
    expect(
      within(budi)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Budi Santoso', 'PC00000002', '-', '-', 'Rp 0,00']);
    const query = server.callsTo('POST /v2/rrs/list_trade_account')[0]?.url.searchParams;
    expect(query?.get('offset')).toBe('0');
    expect(query?.get('limit')).toBe('10');
  });

  it('keeps the chosen tab in the address and opens its panel', async () => {
    signIn();
    const server = tradingServer({
      ...reportRoutes,
      'POST /v2/igx/transactions': {
        body: { status: 200, data: { body: [], count: 0, countCapped: false } },
      },
    });
    const { router } = renderAt(<ReportsPage />, '/reports');
    await screen.findByRole('tabpanel', { name: 'ORDERS' });
    expect(server.callsTo('POST /v2/igx/transactions')).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: 'TRANSACTIONS' }));
    expect(await screen.findByRole('tabpanel', { name: 'TRANSACTIONS' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=transactions');
    expect(selectedTab()).toHaveTextContent('TRANSACTIONS');
    expect(screen.queryByRole('tabpanel', { name: 'ORDERS' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST /v2/igx/transactions')).toHaveLength(1));

    await userEvent.click(screen.getByRole('tab', { name: 'STATEMENTS' }));
    expect(router.state.location.search).toBe('?tab=statements');
  });

  it('offers STATEMENTS a month or a range and a RUN STATEMENT REPORT that works', async () => {
    signIn();
    tradingServer(reportRoutes);
    renderAt(<ReportsPage />, '/reports?tab=statements');
    const panel = await screen.findByRole('tabpanel', { name: 'STATEMENTS' });
    expect(within(panel).getByRole('radiogroup', { name: 'Periode laporan' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Bulan')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'RUN STATEMENT REPORT' })).toBeEnabled();
    expect(within(panel).queryByText('Segera hadir')).not.toBeInTheDocument();
  });

  it("shows a client's current balance and its balance history", async () => {
    signIn();
    const server = tradingServer({
      ...reportRoutes,
      'POST /v2/igx/balance_history': {
        body: {
          status: 200,
          data: {
            body: [
              historyRow('0192f1a2-7c3b-7d4e-9f00-1234567890ab'),
              historyRow('65f1c2a9e4b0c81d2e3f4a5b', {
                transactionTypeId: 'order_hold',
                amount: '-500000.00',
              }),
            ],
            count: 2,
          },
        },
      },
    });
    renderAt(<ReportsPage />, '/reports?tab=accountBalanceHistory');
    const panel = await screen.findByRole('tabpanel', { name: 'ACCOUNT BALANCE HISTORY' });
    const card = await within(panel).findByRole('region', { name: 'Saldo saat ini' });
    await waitFor(() => expect(card).toHaveTextContent('Saldo akunRp 1.000.000.000,00'));
    expect(card).toHaveTextContent('Saldo tersedia untuk tradingRp 999.000.000,00');
    expect(card).toHaveTextContent('Batas kreditRp 0,00');
    expect(screen.queryByRole('combobox', { name: 'Klien' })).not.toBeInTheDocument();

    const deposit = (await within(panel).findByText('0192f1a2…')).closest('tr');
    if (!deposit) throw new Error('no row');
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'DATE',
      'EFFECTIVE ACCOUNT ID',
      'ACCOUNT',
      'TRANSACTION ID',
      'TRANSACTION',
      'AMOUNT',
    ]);
    expect(within(deposit).getByRole('cell', { name: 'Rp 2.500.000,00' })).toBeInTheDocument();
    // No internal codes: the kind by its name, the id short and copyable.
    expect(within(deposit).getByRole('cell', { name: 'Setoran' })).toBeInTheDocument();
    expect(
      within(deposit).getByRole('button', {
        name: 'Salin ID 0192f1a2-7c3b-7d4e-9f00-1234567890ab',
      }),
    ).toBeInTheDocument();
    const hold = within(panel).getByText('65f1c2a9…').closest('tr');
    if (!hold) throw new Error('no row');
    expect(within(hold).getByRole('cell', { name: '-Rp 500.000,00' })).toBeInTheDocument();
    expect(
      within(hold).getByRole('cell', { name: 'Dana ditahan untuk order' }),
    ).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('order_hold');
    expect(server.callsTo('POST /v2/rrs/specific/balance_history')).toHaveLength(0);
  });

  it('lets an fm choose whose balance history to see, by HIN', async () => {
    signIn({ level: 'fm', hin: 'PB00000001' });
    const server = tradingServer({
      ...reportRoutes,
      'POST /v2/rrs/specific/balance_history': (call: Call) => ({
        body: {
          status: 200,
          data: {
            body: [historyRow(`movement-of-${call.url.searchParams.get('hin') ?? 'house'}`)],
            count: 1,
          },
        },
      }),
    });
    renderAt(<ReportsPage />, '/reports?tab=accountBalanceHistory');
    const panel = await screen.findByRole('tabpanel', { name: 'ACCOUNT BALANCE HISTORY' });
    expect(
      await within(panel).findByRole('button', { name: 'Salin ID movement-of-house' }),
    ).toBeVisible();
    expect(
      within(panel).getByText('Pilih klien untuk melihat riwayat saldonya.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Saldo saat ini' })).not.toBeInTheDocument();

    const client = within(panel).getByRole('combobox', { name: 'Klien' });
    await within(client).findByRole('option', { name: 'PC00000002 - Budi Santoso' });
    await userEvent.selectOptions(client, 'PC00000002 - Budi Santoso');
    expect(
      await within(panel).findByRole('button', { name: 'Salin ID movement-of-PC00000002' }),
    ).toBeInTheDocument();
    const calls = server.callsTo('POST /v2/rrs/specific/balance_history');
    expect(calls[calls.length - 1]?.url.searchParams.get('hin')).toBe('PC00000002');
    expect(
      within(panel).queryByText('Pilih klien untuk melihat riwayat saldonya.'),
    ).not.toBeInTheDocument();
    expect(server.callsTo('POST /v2/igx/balance_history')).toHaveLength(0);
  });

  it("shows an fm's holdings table with ESTIMATED P & L", async () => {
    signIn({ level: 'fm', hin: 'PB00000001' });
    const server = tradingServer({
      ...reportRoutes,
      'POST /v2/rrs/holdings': {
        body: {
          status: 200,
          data: {
            body: [
              {
                account_id: 'account-1',
                hin: 'PC00000001',
                account: 'Siti Rahma',
                holdings: [holding(DG1), holding(KAU, { quantity: '1.5', total_gram: '1.50' })],
              },
            ],
            count: 1,
            lpStatus: null,
            totalGram: '4.50',
          },
        },
      },
    });
    renderAt(<ReportsPage />, '/reports?tab=holdings');
    const panel = await screen.findByRole('tabpanel', { name: 'HOLDINGS' });
    const dg1 = (
      await within(panel).findByRole('cell', { name: contractById(DG1)?.tradeTicketName })
    ).closest('tr');
    if (!dg1) throw new Error('no row');
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'HIN',
      'ACCOUNT',
      'PRODUCT',
      'HUB',
      'QTY',
      'TOTAL GRAM',
      'AVERAGE METAL COST',
      'FEE & TAX',
      'AVERAGE TOTAL COST INC. FEES & TAX',
      'METAL VALUE AT DATE',
      'ESTIMATED P & L',
    ]);
    expect(
      within(dg1)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'PC00000001',
      'Siti Rahma',
      contractById(DG1)?.tradeTicketName,
      'JAK',
      '3,0',
      '3,00',
      'Rp 1.100.000,00',
      'Rp 12.000,00',
      'Rp 1.112.000,00',
      'Rp 3.570.000,00',
      'Rp 234.000,00',
    ]);
    expect(
      within(panel).getByRole('cell', { name: contractById(KAU)?.tradeTicketName }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Status LP' })).not.toBeInTheDocument();
    expect(server.callsTo('POST /v2/rrs/holdings')).toHaveLength(1);
  });

  it("shows an lp its status by total gold and no ESTIMATED P & L, and a failure's Try Again", async () => {
    signIn({ level: 'lp', hin: 'LP00000001' });
    let failing = true;
    const server = tradingServer({
      ...reportRoutes,
      'POST /v2/igx/market-maker/holding': () =>
        failing
          ? { status: 500, body: errorBody(500) }
          : {
              body: {
                status: 200,
                data: {
                  body: [
                    {
                      account_id: 'account-lp',
                      hin: 'LP00000001',
                      account: 'Liquidity Provider',
                      holdings: [holding(DG1, { quantity: '7500.0', total_gram: '7500.00' })],
                    },
                  ],
                  count: 1,
                  lpStatus: 'Consider',
                  totalGram: '7500.00',
                },
              },
            },
    });
    renderAt(<ReportsPage />, '/reports?tab=holdings');
    const panel = await screen.findByRole('tabpanel', { name: 'HOLDINGS' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('FAILED TO RETRIEVE DATA');

    failing = false;
    await userEvent.click(within(panel).getByRole('button', { name: 'Try Again' }));
    const status = await within(panel).findByRole('region', { name: 'Status LP' });
    expect(status).toHaveTextContent('Status LP: Consider');
    expect(status).toHaveTextContent('Total emas: 7.500,00 g');
    expect(within(panel).getByRole('cell', { name: 'Liquidity Provider' })).toBeInTheDocument();
    expect(
      within(panel).queryByRole('columnheader', { name: 'ESTIMATED P & L' }),
    ).not.toBeInTheDocument();
    expect(server.callsTo('POST /v2/igx/market-maker/holding')).toHaveLength(2);
    expect(server.callsTo('POST /v2/rrs/holdings')).toHaveLength(0);
  });
});
