/**
 * Proves the TRANSACTIONS tab (spec 002, Reports, Transactions tab): the rows and their
 * columns, the PDF that waits while a trade is On Process, each level's call and query names
 * (`contract_id[]`/`contractId[]`, `date_start`/`dateStart`, `order_type`/`type`, the ib and
 * fm status filter, the intermediaries' client filter), every date mode's range, the contract
 * of the address pre-checked, the empty and failed states, and EXPORT's CSV.
 */
import type { Transaction } from '@emas/api';
import { type AccountLevel, contractById } from '@emas/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, errorBody } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { renderWithProviders, signIn, tradingServer } from '../trading/test-support.tsx';
import { ReportsPage } from './reports-page.tsx';
import { TransactionsTab } from './transactions-tab.tsx';
import { clientAccount, clientList } from './test-support.ts';
import { captureSavedFiles } from '../../test-support/saved-files.ts';

const DG100 = 1;
const KAU = 3;
const DG1 = 5;
const ticketName = (contractId: number) => contractById(contractId)?.tradeTicketName ?? '';

const CLIENT_TRANSACTIONS = 'POST /v2/igx/transactions';
const BRANCH_TRANSACTIONS = 'POST /v2/rrs/transactions';
const LP_TRANSACTIONS = 'POST /v2/igx/market-maker/transaction';
const CLIENT_LIST = 'POST /v2/rrs/list_trade_account';
const EXPORT = 'GET /v2/reports/transactions/export';

const idrMoney = {
  pricePerGram: '1190000.00',
  metalValueOfTrade: '2380000.00',
  fee: '23800.00',
  tax: '2618.00',
  storageFee: '0.00',
  settlementAmount: '2406418.00',
  unrealizedPnl: '20000.00',
  realizedPnl: '0.00',
};
const usdMoney = {
  pricePerGram: '74.375',
  metalValueOfTrade: '148.75',
  fee: '1.4875',
  tax: '0.1636',
  storageFee: '0.0000',
  settlementAmount: '150.4011',
  unrealizedPnl: '1.25',
  realizedPnl: '0.00',
};

const transaction = (
  id: string,
  overrides: Partial<Transaction['attributes']> = {},
): Transaction => ({
  id,
  attributes: {
    orderId: `order-of-${id}`,
    orderMatchId: id,
    contractId: DG1,
    accountId: 'user-1',
    hin: 'PC00000001',
    fullname: 'Siti Rahma',
    createdAt: '2026-03-02T02:00:00.000Z',
    direction: 'buy',
    orderType: 'limit',
    product: ticketName(DG1),
    hub: 'JAK',
    quantity: '2.0',
    totalGram: '2.00',
    rate: '16000.00',
    status: 'match',
    statusText: 'Matched',
    metalValueOfTrade: '148.75',
    fee: '1.49',
    tax: '0.16',
    storageFee: '0.00',
    settlementAmount: '150.40',
    unrealizedPnlUsd: '1.25',
    unrealizedPnlIdr: '20000.00',
    realizedPnlUsd: '0.00',
    realizedPnlIdr: '0.00',
    idr: idrMoney,
    usd: usdMoney,
    ...overrides,
  },
});

const listOf = (rows: Transaction[], count = rows.length) => ({
  body: { status: 200, data: { body: rows, count, countCapped: false } },
});
const none = listOf([]);

const clients = clientList([clientAccount(2, '2000.00')]);

const lastQuery = (server: { callsTo: (key: string) => Call[] }, key: string) => {
  const calls = server.callsTo(key);
  return calls[calls.length - 1]?.url.searchParams;
};
const hinOf = (level: AccountLevel) =>
  ({ ib: 'IB00000001', fm: 'PB00000001', lp: 'LP00000001', client: 'PC00000001' })[
    level as 'ib' | 'fm' | 'lp' | 'client'
  ] ?? null;
const emptyCell = () => screen.findByRole('cell', { name: 'No data available in table' });

describe('transactions tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a trade per row with its figures, and a PDF only once it is Matched', async () => {
    signIn();
    tradingServer({
      [CLIENT_TRANSACTIONS]: listOf([
        transaction('trade-1'),
        transaction('trade-2', {
          direction: 'sell',
          orderType: 'market',
          status: 'on_process',
          statusText: 'On Process',
          idr: { ...idrMoney, storageFee: '4780.00' },
        }),
      ]),
    });
    renderWithProviders(<TransactionsTab level="client" initialContractIds={[]} />);

    const matched = (await screen.findByRole('cell', { name: 'order-of-trade-1' })).closest('tr');
    if (!matched) throw new Error('no row');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'DIRECTION',
      'ORDER TYPE',
      'DATE',
      'ORDER ID',
      'TRANSACTION ID',
      'HIN',
      'PRODUCT',
      'HUB',
      'QTY',
      'TOTAL GRAM',
      'PRICE PER GRAM',
      'METAL VALUE OF TRADE',
      'FEES',
      'TAX',
      'STORAGE FEE',
      'SETTLEMENT AMOUNT',
      'UNREALIZED PNL',
      'REALIZED PNL',
      'STATUS',
      'PDF',
    ]);
    expect(
      within(matched)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Beli',
      'Limit',
      expect.stringMatching(/^02\/03\/26,? 09[.:]00$/),
      'order-of-trade-1',
      'trade-1⧉', // the id, and its copy button
      'PC00000001',
      ticketName(DG1),
      'JAK',
      '2,0',
      '2,00',
      'Rp 1.190.000,00',
      'Rp 2.380.000,00',
      'Rp 23.800,00',
      'Rp 2.618,00',
      'Rp 0,00',
      'Rp 2.406.418,00',
      'Rp 20.000,00',
      'Rp 0,00',
      'Matched',
      'PDF',
    ]);
    expect(
      within(matched).getByRole('button', { name: /^PDF: unduh konfirmasi transaksi trade-1/ }),
    ).toBeEnabled();

    const onProcess = screen.getByRole('cell', { name: 'order-of-trade-2' }).closest('tr');
    if (!onProcess) throw new Error('no row');
    expect(within(onProcess).getByRole('cell', { name: 'Jual' })).toBeInTheDocument();
    expect(within(onProcess).getByRole('cell', { name: 'Market' })).toBeInTheDocument();
    expect(within(onProcess).getByRole('cell', { name: 'On Process' })).toBeInTheDocument();
    expect(within(onProcess).getByRole('cell', { name: 'Rp 4.780,00' })).toBeInTheDocument();
    expect(within(onProcess).getByRole('button', { name: 'PDF' })).toBeDisabled();

    expect(screen.getByRole('note')).toHaveTextContent(
      'Order yang terisi sebagian tampil sebagai satu ID order dengan beberapa ID transaksi.',
    );
  });

  it('shows the figures in US dollars when that is the chosen currency', async () => {
    localStorage.setItem('emas.currency', 'usd');
    signIn();
    tradingServer({ [CLIENT_TRANSACTIONS]: listOf([transaction('trade-1')]) });
    renderWithProviders(<TransactionsTab level="client" initialContractIds={[]} />);
    const row = (await screen.findByRole('cell', { name: 'trade-1' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('cell', { name: '$74,38' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '$148,75' })).toBeInTheDocument();
    // Fees and tax in dollars keep three decimals.
    expect(within(row).getByRole('cell', { name: '$1,488' })).toBeInTheDocument();
    expect(within(row).queryByRole('cell', { name: /^Rp/ })).not.toBeInTheDocument();
  });

  it('exports rupiah while dollars are shown, and says so', async () => {
    localStorage.setItem('emas.currency', 'usd');
    signIn();
    const server = tradingServer({
      [CLIENT_TRANSACTIONS]: listOf([transaction('trade-1')]),
      [EXPORT]: { body: 'Direction\n' },
    });
    captureSavedFiles();
    renderWithProviders(<TransactionsTab level="client" initialContractIds={[]} />);
    await screen.findByRole('cell', { name: 'trade-1' });
    expect(screen.getByText(/selalu dalam rupiah \(IDR\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(server.callsTo(EXPORT)).toHaveLength(1));
    expect(server.callsTo(EXPORT)[0]?.url.searchParams.get('currency')).toBe('idr');
  });

  it('sends every date mode of a client as date_start and date_end, and none for ALL', async () => {
    // Wednesday 4 March 2026, 10:00 in Jakarta: only the clock is fixed, timers run.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T03:00:00.000Z') });
    signIn();
    const server = tradingServer({ [CLIENT_TRANSACTIONS]: none });
    renderWithProviders(<TransactionsTab level="client" initialContractIds={[]} />);
    await emptyCell();
    expect(screen.getByRole('radio', { name: 'ALL' })).toHaveAttribute('aria-checked', 'true');
    const range = () => {
      const query = lastQuery(server, CLIENT_TRANSACTIONS);
      return [query?.get('date_start'), query?.get('date_end')];
    };
    expect(range()).toEqual([null, null]);

    const expectRange = async (mode: string, expected: [string, string]) => {
      await userEvent.click(screen.getByRole('radio', { name: mode }));
      await waitFor(() => expect(range()).toEqual(expected));
      expect(lastQuery(server, CLIENT_TRANSACTIONS)?.has('dateStart')).toBe(false);
    };
    await expectRange('DAILY', ['2026-03-04', '2026-03-04']);
    // The week runs from Monday, and no report reaches past today.
    await expectRange('WEEKLY', ['2026-03-02', '2026-03-04']);
    await expectRange('MONTHLY', ['2026-03-01', '2026-03-04']);
    await expectRange('ANNUAL', ['2026-01-01', '2026-03-04']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tahun' }), '2024');
    await waitFor(() => expect(range()).toEqual(['2024-01-01', '2024-12-31']));
    expect(
      within(screen.getByRole('combobox', { name: 'Tahun' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020']);

    await userEvent.click(screen.getByRole('radio', { name: 'ALL' }));
    await waitFor(() => expect(range()).toEqual([null, null]));
  });

  it('sends a chosen day, within 2020-01-01 and today', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T03:00:00.000Z') });
    signIn({ level: 'fm', hin: 'PB00000001' });
    const server = tradingServer({ [BRANCH_TRANSACTIONS]: none, [CLIENT_LIST]: clients });
    renderWithProviders(<TransactionsTab level="fm" initialContractIds={[]} />);
    await emptyCell();
    await userEvent.click(screen.getByRole('radio', { name: 'DAILY' }));
    const day = screen.getByLabelText('Tanggal');
    expect(day).toHaveAttribute('min', '2020-01-01');
    expect(day).toHaveAttribute('max', '2026-03-04');
    // jsdom's date input takes no typing; a whole date arrives as one change, as a picker gives it.
    fireEvent.change(day, { target: { value: '2025-12-31' } });
    await waitFor(() => {
      const query = lastQuery(server, BRANCH_TRANSACTIONS);
      expect(query?.get('dateStart')).toBe('2025-12-31');
      expect(query?.get('dateEnd')).toBe('2025-12-31');
    });
    expect(lastQuery(server, BRANCH_TRANSACTIONS)?.has('date_start')).toBe(false);
  });

  it.each<[AccountLevel, string, 'dateStart' | 'date_start']>([
    ['client', CLIENT_TRANSACTIONS, 'date_start'],
    ['lp', LP_TRANSACTIONS, 'date_start'],
    ['ib', BRANCH_TRANSACTIONS, 'dateStart'],
    ['fm', BRANCH_TRANSACTIONS, 'dateStart'],
    ['ccp', BRANCH_TRANSACTIONS, 'dateStart'],
  ])('asks a %s’s transactions from %s with its date name %s', async (level, key, dateName) => {
    signIn({ level, hin: hinOf(level) });
    const server = tradingServer({ [key]: none, [CLIENT_LIST]: clients });
    renderWithProviders(<TransactionsTab level={level} initialContractIds={[]} />);
    await emptyCell();
    const first = lastQuery(server, key);
    expect(first?.get('offset')).toBe('0');
    expect(first?.get('limit')).toBe('10');
    const others = [CLIENT_TRANSACTIONS, LP_TRANSACTIONS, BRANCH_TRANSACTIONS].filter(
      (other) => other !== key,
    );
    for (const other of others) expect(server.callsTo(other)).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'MONTHLY' }));
    await waitFor(() => expect(lastQuery(server, key)?.get(dateName)).toMatch(/-01$/));
    const otherName = dateName === 'dateStart' ? 'date_start' : 'dateStart';
    expect(lastQuery(server, key)?.has(otherName)).toBe(false);
  });

  it("sends a client's order type and contracts as order_type and contract_id[], with no status or client filter", async () => {
    signIn();
    const server = tradingServer({ [CLIENT_TRANSACTIONS]: none });
    renderWithProviders(<TransactionsTab level="client" initialContractIds={[]} />);
    await emptyCell();
    expect(screen.queryByRole('radiogroup', { name: 'Status transaksi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Klien' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Market' }));
    await waitFor(() =>
      expect(lastQuery(server, CLIENT_TRANSACTIONS)?.get('order_type')).toBe('market'),
    );
    expect(lastQuery(server, CLIENT_TRANSACTIONS)?.has('type')).toBe(false);

    await userEvent.click(screen.getByText('Filter Contracts'));
    await userEvent.click(screen.getByRole('checkbox', { name: ticketName(KAU) }));
    await waitFor(() =>
      expect(lastQuery(server, CLIENT_TRANSACTIONS)?.getAll('contract_id[]')).toEqual([
        String(KAU),
      ]),
    );
    expect(lastQuery(server, CLIENT_TRANSACTIONS)?.has('contractId[]')).toBe(false);
    expect(lastQuery(server, CLIENT_TRANSACTIONS)?.get('order_type')).toBe('market');

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() =>
      expect(lastQuery(server, CLIENT_TRANSACTIONS)?.has('order_type')).toBe(false),
    );
  });

  it("sends an ib's type, contractId[], status and client, each filter kept as the next is set", async () => {
    signIn({ level: 'ib', hin: 'IB00000001' });
    const server = tradingServer({ [BRANCH_TRANSACTIONS]: none, [CLIENT_LIST]: clients });
    renderWithProviders(<TransactionsTab level="ib" initialContractIds={[]} />);
    await emptyCell();
    const status = screen.getByRole('radiogroup', { name: 'Status transaksi' });
    expect(
      within(status)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['All', 'Match', 'On Process']);

    await userEvent.click(screen.getByRole('radio', { name: 'Limit' }));
    await waitFor(() => expect(lastQuery(server, BRANCH_TRANSACTIONS)?.get('type')).toBe('limit'));
    expect(lastQuery(server, BRANCH_TRANSACTIONS)?.has('order_type')).toBe(false);

    await userEvent.click(screen.getByText('Filter Contracts'));
    await userEvent.click(screen.getByRole('checkbox', { name: ticketName(DG100) }));
    await waitFor(() =>
      expect(lastQuery(server, BRANCH_TRANSACTIONS)?.getAll('contractId[]')).toEqual([
        String(DG100),
      ]),
    );

    await userEvent.click(within(status).getByRole('radio', { name: 'On Process' }));
    await waitFor(() =>
      expect(lastQuery(server, BRANCH_TRANSACTIONS)?.get('status')).toBe('on_process'),
    );
    await userEvent.click(within(status).getByRole('radio', { name: 'Match' }));
    await waitFor(() =>
      expect(lastQuery(server, BRANCH_TRANSACTIONS)?.get('status')).toBe('match'),
    );

    const client = screen.getByRole('combobox', { name: 'Klien' });
    await within(client).findByRole('option', { name: 'PC00000002 - Budi Santoso' });
    await userEvent.selectOptions(client, 'PC00000002 - Budi Santoso');
    await waitFor(() =>
      expect(lastQuery(server, BRANCH_TRANSACTIONS)?.get('hin')).toBe('PC00000002'),
    );
    const query = lastQuery(server, BRANCH_TRANSACTIONS);
    expect(query?.get('type')).toBe('limit');
    expect(query?.getAll('contractId[]')).toEqual([String(DG100)]);
    expect(query?.get('status')).toBe('match');

    await userEvent.click(within(status).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(lastQuery(server, BRANCH_TRANSACTIONS)?.has('status')).toBe(false));
  });

  it('gives a ccp the client filter but not the status filter, and contract_id[]', async () => {
    signIn({ level: 'ccp', hin: null });
    const server = tradingServer({ [BRANCH_TRANSACTIONS]: none, [CLIENT_LIST]: clients });
    renderWithProviders(<TransactionsTab level="ccp" initialContractIds={[DG1]} />);
    await emptyCell();
    expect(screen.getByRole('combobox', { name: 'Klien' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Status transaksi' })).not.toBeInTheDocument();
    expect(lastQuery(server, BRANCH_TRANSACTIONS)?.getAll('contract_id[]')).toEqual([String(DG1)]);
    expect(lastQuery(server, BRANCH_TRANSACTIONS)?.has('contractId[]')).toBe(false);
  });

  it('pre-checks the contract of the address on the reports page', async () => {
    signIn();
    const server = tradingServer({ [CLIENT_TRANSACTIONS]: none });
    renderAt(<ReportsPage />, `/reports?tab=transactions&contractId=${KAU}`);
    await emptyCell();
    expect(screen.getByRole('tab', { name: 'TRANSACTIONS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const first = server.callsTo(CLIENT_TRANSACTIONS)[0]?.url.searchParams;
    expect(first?.getAll('contract_id[]')).toEqual([String(KAU)]);
    expect(screen.getByText('1 kontrak dipilih')).toBeInTheDocument();
    await userEvent.click(screen.getByText('1 kontrak dipilih'));
    expect(screen.getByRole('checkbox', { name: ticketName(KAU) })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: ticketName(DG1) })).not.toBeChecked();
  });

  it('ignores a contractId in the address that is not a contract number', async () => {
    signIn();
    const server = tradingServer({ [CLIENT_TRANSACTIONS]: none });
    renderAt(<ReportsPage />, '/reports?tab=transactions&contractId=abc');
    await emptyCell();
    expect(server.callsTo(CLIENT_TRANSACTIONS)[0]?.url.searchParams.has('contract_id[]')).toBe(
      false,
    );
    expect(screen.getByText('Filter Contracts')).toBeInTheDocument();
  });

  it('says FAILED TO RETRIEVE DATA on a failure and asks again on Try Again', async () => {
    signIn();
    let failing = true;
    const server = tradingServer({
      [CLIENT_TRANSACTIONS]: () =>
        failing ? { status: 500, body: errorBody(500) } : listOf([transaction('trade-1')]),
    });
    renderWithProviders(<TransactionsTab level="client" initialContractIds={[]} />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('FAILED TO RETRIEVE DATA'),
    );
    expect(screen.queryByRole('cell', { name: 'trade-1' })).not.toBeInTheDocument();
    const before = server.callsTo(CLIENT_TRANSACTIONS).length;

    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('cell', { name: 'trade-1' })).toBeInTheDocument();
    expect(server.callsTo(CLIENT_TRANSACTIONS).length).toBe(before + 1);
    expect(screen.queryByText('FAILED TO RETRIEVE DATA')).not.toBeInTheDocument();
  });

  it('exports the filtered transactions without paging as Transactions.csv', async () => {
    signIn();
    const csv = 'Direction,Date,Hin\nBuy,2026-03-02,PC00000001\n';
    const server = tradingServer({
      [CLIENT_TRANSACTIONS]: listOf([transaction('trade-1')], 25),
      [EXPORT]: { body: csv },
    });
    const saved = captureSavedFiles();
    renderWithProviders(<TransactionsTab level="client" initialContractIds={[DG1]} />);
    await screen.findByRole('cell', { name: 'trade-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Limit' }));

    await userEvent.click(screen.getByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('Transactions.csv');
    expect(saved[0]?.blob.type).toBe('text/csv');
    // The file holds the bytes the server sent (the fake server writes its body as JSON).
    expect(await saved[0]?.blob.text()).toBe(JSON.stringify(csv));

    const exported = server.callsTo(EXPORT);
    expect(exported).toHaveLength(1);
    const query = exported[0]?.url.searchParams;
    expect(query?.getAll('contract_id[]')).toEqual([String(DG1)]);
    expect(query?.get('order_type')).toBe('limit');
    expect(query?.get('currency')).toBe('idr');
    expect(query?.has('offset')).toBe(false);
    expect(query?.has('limit')).toBe(false);
    expect(exported[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('says so when the export fails', async () => {
    signIn();
    tradingServer({
      [CLIENT_TRANSACTIONS]: listOf([transaction('trade-1')]),
      [EXPORT]: { status: 500, body: errorBody(500) },
    });
    renderWithProviders(<TransactionsTab level="client" initialContractIds={[]} />);
    await screen.findByRole('cell', { name: 'trade-1' });
    await userEvent.click(screen.getByRole('button', { name: 'EXPORT' }));
    expect(await screen.findByText('Ekspor gagal. Silakan coba lagi.')).toHaveAttribute(
      'role',
      'alert',
    );
  });
});
