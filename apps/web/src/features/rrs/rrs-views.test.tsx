/**
 * Proves the revenue-share page's views by level (spec 002, Revenue-share report): the ccp's
 * branches with contracts, period and one branch asked for; an ib's client drill-down into
 * products; the client's and lp's product view with HIN, account name and storage fee instead
 * of revenue; an fm with no clients told so; figures in IDR or USD, rate ratio with '-', the
 * failed state with Try Again, and EXPORT writing the rows shown as RRS.csv.
 */
import { type AccountLevel, contractById } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, errorBody } from '../../test-support/fake-server.ts';
import { renderWithProviders, signIn, tradingServer } from '../trading/test-support.tsx';
import { RrsPage } from './rrs-page.tsx';
import { captureSavedFiles } from '../../test-support/saved-files.ts';

/** One side's volume of a row, money in USD and IDR, gold in toz and grams. */
export const side = (usd: string, idr: string, toz: string, gram: string) => ({
  total_price: usd,
  totalPriceIdr: idr,
  totalToz: toz,
  total_gram: gram,
});

const KAU = 3;
const DG1 = 5;
const ticketName = (contractId: number) => contractById(contractId)?.tradeTicketName ?? '';

/** 10 g bought and 3,33 g sold: a rate ratio of 25 %. */
const volumes = {
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
/** The cells `volumes` shows after a row's number, name and HIN. */
const SAMPLE_FIGURES = [
  'Rp 12.000.000,00',
  '0,3215074657',
  '10,00',
  'Rp 4.000.000,00',
  '0,1071691552',
  '3,33',
  'Rp 16.000.000,00',
  '0,4286766209',
  '13,33',
  '25,00',
];
const nothingTraded = {
  gold: { buy: side('0', '0', '0', '0'), sell: side('0', '0', '0', '0') },
  total_trade: '0',
  totalTradeIdr: '0',
  totalToz: '0',
  total_gram: '0',
  rateRatio: '-',
};

const entry = (id: string, fullname: string, hin: string, level: string) => ({
  _id: id,
  fullname,
  trade_account: { hin },
  level,
});
const fmBranch = entry('account-fm', 'FM Satu', 'PB00000001', 'fm');
const ibBranch = entry('account-ib', 'IB Dua', 'IB00000002', 'ib');
const siti = entry('account-1', 'Siti Rahma', 'PC00000001', 'client');

const revenue = { usd: '2.50', idr: '40000.00' };
const report = (rows: unknown[], earned = revenue) => ({
  body: { status: 200, data: { body: { rows, revenue: earned } } },
});
const list = (entries: unknown[]) => ({ body: { status: 200, data: { body: entries } } });
const productRows = report([
  { contract_id: DG1, name: 'Micro', ...volumes },
  { contract_id: KAU, name: 'KAU', ...nothingTraded },
]);

const lastQuery = (server: { callsTo: (key: string) => Call[] }, key: string) => {
  const calls = server.callsTo(key);
  return calls[calls.length - 1]?.url.searchParams;
};
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const rowNamed = async (name: string) => {
  const row = (await screen.findByRole('cell', { name })).closest('tr');
  if (!row) throw new Error(`no row ${name}`);
  return row;
};
/** The summary's figure next to its term. */
const summaryFigure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling;

describe('revenue share views', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a ccp every branch with its volumes, rate ratio and the revenue in USD and IDR', async () => {
    signIn({ level: 'ccp', hin: null });
    const server = tradingServer({
      'GET /v2/rrs/ccp': report([
        { ...fmBranch, ...volumes },
        { ...ibBranch, ...nothingTraded },
      ]),
      'POST /v2/rrs/ccp/list/branch': list([fmBranch, ibBranch]),
    });
    renderWithProviders(<RrsPage />);

    const fm = await rowNamed('FM Satu');
    expect(screen.getByRole('heading', { name: 'Laporan Bagi Hasil (RRS)' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'NO.',
      'ACCOUNT NAME / PRODUCT',
      'HIN',
      'BUY',
      'BUY TOZ',
      'BUY GRAM',
      'SELL',
      'SELL TOZ',
      'SELL GRAM',
      'TOTAL TRADE',
      'TOTAL TOZ',
      'TOTAL GRAM',
      'RATE RATIO (%)',
    ]);
    expect(cellsOf(fm)).toEqual(['1', 'FM Satu', 'PB00000001', ...SAMPLE_FIGURES]);
    const ib = await rowNamed('IB Dua');
    expect(cellsOf(ib)[0]).toBe('2');
    expect(cellsOf(ib)[12]).toBe('-');

    expect(summaryFigure('Pendapatan (USD)')).toHaveTextContent('$2,50');
    expect(summaryFigure('Pendapatan (IDR)')).toHaveTextContent('Rp 40.000,00');
    expect(screen.queryByText('Biaya penyimpanan')).not.toBeInTheDocument();

    const query = lastQuery(server, 'GET /v2/rrs/ccp');
    expect(query?.get('type')).toBe('all');
    expect(query?.has('hin')).toBe(false);
    expect(query?.has('contractId[]')).toBe(false);
    expect(query?.has('startDate')).toBe(false);
    expect(server.callsTo('POST /v2/rrs/ccp/list/branch')).toHaveLength(1);
  });

  it("sends a ccp's contracts and period, and asks one branch by HIN without the Product Filter", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T03:00:00.000Z') });
    signIn({ level: 'ccp', hin: null });
    const server = tradingServer({
      'GET /v2/rrs/ccp': report([{ ...fmBranch, ...volumes }]),
      'POST /v2/rrs/ccp/list/branch': list([fmBranch, ibBranch]),
      'GET /v2/rrs/ccp/get/branch': report([{ ...siti, ...volumes }], {
        usd: '0.75',
        idr: '12000.00',
      }),
    });
    renderWithProviders(<RrsPage />);
    await rowNamed('FM Satu');

    await userEvent.click(screen.getByText('Filter Contracts'));
    await userEvent.click(screen.getByRole('checkbox', { name: ticketName(KAU) }));
    await waitFor(() =>
      expect(lastQuery(server, 'GET /v2/rrs/ccp')?.getAll('contractId[]')).toEqual([String(KAU)]),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'MONTHLY' }));
    await waitFor(() => {
      const query = lastQuery(server, 'GET /v2/rrs/ccp');
      expect(query?.get('type')).toBe('month');
      expect(query?.get('startDate')).toBe('2026-03-01');
      expect(query?.get('endDate')).toBe('2026-03-04');
      expect(query?.getAll('contractId[]')).toEqual([String(KAU)]);
    });

    expect(screen.getByRole('group', { name: 'Product Filter' })).toBeInTheDocument();
    const chooser = screen.getByRole('combobox', { name: 'Klien' });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['House', 'PB00000001 - FM Satu', 'IB00000002 - IB Dua']);
    await userEvent.selectOptions(chooser, 'PB00000001 - FM Satu');
    await rowNamed('Siti Rahma');
    const branch = lastQuery(server, 'GET /v2/rrs/ccp/get/branch');
    expect(branch?.get('hin')).toBe('PB00000001');
    expect(branch?.get('type')).toBe('month');
    expect(branch?.get('startDate')).toBe('2026-03-01');
    expect(screen.queryByRole('group', { name: 'Product Filter' })).not.toBeInTheDocument();
    expect(summaryFigure('Pendapatan (IDR)')).toHaveTextContent('Rp 12.000,00');

    await userEvent.selectOptions(chooser, 'House');
    expect(await screen.findByRole('group', { name: 'Product Filter' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'FM Satu' })).toBeInTheDocument();
  });

  it("shows an ib its clients, then one client's products", async () => {
    signIn({ level: 'ib', hin: 'IB00000001' });
    const server = tradingServer({
      'POST /v2/rrs/ib': report([{ ...siti, ...volumes }]),
      'POST /v2/rrs/ib/list/client': list([siti]),
      'POST /v2/rrs/ib/client': productRows,
    });
    renderWithProviders(<RrsPage />);
    expect(cellsOf(await rowNamed('Siti Rahma'))[2]).toBe('PC00000001');
    expect(summaryFigure('Pendapatan (IDR)')).toHaveTextContent('Rp 40.000,00');

    await userEvent.click(screen.getByText('Filter Contracts'));
    await userEvent.click(screen.getByRole('checkbox', { name: ticketName(DG1) }));
    await waitFor(() =>
      expect(lastQuery(server, 'POST /v2/rrs/ib')?.getAll('contract[]')).toEqual([String(DG1)]),
    );
    expect(lastQuery(server, 'POST /v2/rrs/ib')?.has('contractId[]')).toBe(false);

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Klien' }),
      'PC00000001 - Siti Rahma',
    );
    const micro = await rowNamed('Micro');
    expect(cellsOf(micro).slice(0, 4)).toEqual(['1', 'Micro', '-', 'Rp 12.000.000,00']);
    expect(cellsOf(await rowNamed('KAU'))[12]).toBe('-');
    expect(lastQuery(server, 'POST /v2/rrs/ib/client')?.get('hin')).toBe('PC00000001');
    expect(screen.queryByRole('cell', { name: 'Siti Rahma' })).not.toBeInTheDocument();
  });

  it.each<AccountLevel>(['client', 'lp'])(
    'shows a %s its products with HIN, account name and storage fee, without revenue',
    async (level) => {
      signIn({ level, hin: level === 'lp' ? 'LP00000001' : 'PC00000001' });
      const server = tradingServer({ 'GET /v2/rrs/client': productRows });
      renderWithProviders(<RrsPage />);
      const micro = await rowNamed('Micro');
      expect(cellsOf(micro)).toEqual(['1', 'Micro', '-', ...SAMPLE_FIGURES]);
      expect(summaryFigure('HIN')).toHaveTextContent(level === 'lp' ? 'LP00000001' : 'PC00000001');
      expect(summaryFigure('Nama akun')).toHaveTextContent('Siti Rahma');
      expect(summaryFigure('Biaya penyimpanan')).toHaveTextContent(/^-$/);
      expect(screen.queryByText(/Pendapatan/)).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Klien' })).not.toBeInTheDocument();
      expect(lastQuery(server, 'GET /v2/rrs/client')?.get('type')).toBe('all');
      expect(server.calls.filter((call) => call.key.includes('/list/'))).toHaveLength(0);
    },
  );

  it('tells an fm with no clients so, and shows none of the rows', async () => {
    signIn({ level: 'fm', hin: 'PB00000001' });
    tradingServer({
      'POST /v2/rrs/fm': report([{ ...ibBranch, ...volumes }]),
      'POST /v2/rrs/fm/list/branch': list([]),
    });
    renderWithProviders(<RrsPage />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('There are no clients under FM!'),
    );
    expect(screen.getByRole('cell', { name: 'No data available in table' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'IB Dua' })).not.toBeInTheDocument();
    // The spec resets the totals to zero, whatever the report answered.
    expect(summaryFigure('Pendapatan (USD)')).toHaveTextContent('$0,00');
    expect(summaryFigure('Pendapatan (IDR)')).toHaveTextContent('Rp 0,00');
  });

  it("sends an fm's contracts as contract[] and shows its figures in USD when chosen", async () => {
    localStorage.setItem('emas.currency', 'usd');
    signIn({ level: 'fm', hin: 'PB00000001' });
    const server = tradingServer({
      'POST /v2/rrs/fm': report([{ ...ibBranch, ...volumes }]),
      'POST /v2/rrs/fm/list/branch': list([ibBranch]),
    });
    renderWithProviders(<RrsPage />);
    const ib = await rowNamed('IB Dua');
    expect(cellsOf(ib).slice(3, 10)).toEqual([
      '$750,00',
      '0,3215074657',
      '10,00',
      '$250,00',
      '0,1071691552',
      '3,33',
      '$1.000,00',
    ]);
    await userEvent.click(screen.getByText('Filter Contracts'));
    await userEvent.click(screen.getByRole('checkbox', { name: ticketName(KAU) }));
    await waitFor(() =>
      expect(lastQuery(server, 'POST /v2/rrs/fm')?.getAll('contract[]')).toEqual([String(KAU)]),
    );
  });

  it('says FAILED TO RETRIEVE DATA when the report fails and asks again on Try Again', async () => {
    signIn({ level: 'ccp', hin: null });
    let failing = true;
    const server = tradingServer({
      'GET /v2/rrs/ccp': () =>
        failing ? { status: 500, body: errorBody(500) } : report([{ ...fmBranch, ...volumes }]),
      'POST /v2/rrs/ccp/list/branch': list([fmBranch]),
    });
    renderWithProviders(<RrsPage />);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('FAILED TO RETRIEVE DATA'),
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('cell', { name: 'FM Satu' })).toBeInTheDocument();
    expect(server.callsTo('GET /v2/rrs/ccp')).toHaveLength(2);
  });

  it('exports the rows shown as RRS.csv', async () => {
    signIn({ level: 'ccp', hin: null });
    tradingServer({
      'GET /v2/rrs/ccp': report([
        { ...fmBranch, ...volumes },
        { ...ibBranch, ...nothingTraded, fullname: 'IB Dua, Jakarta' },
      ]),
      'POST /v2/rrs/ccp/list/branch': list([fmBranch, ibBranch]),
    });
    const saved = captureSavedFiles();
    renderWithProviders(<RrsPage />);
    await rowNamed('FM Satu');
    await userEvent.click(screen.getByRole('button', { name: 'EXPORT' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('RRS.csv');
    expect(saved[0]?.blob.type).toBe('text/csv');
    expect((await saved[0]?.blob.text())?.split('\n')).toEqual([
      'No.,Name,HIN,Buy IDR,Buy TOZ,Buy Gram,Sell IDR,Sell TOZ,Sell Gram,Total Trade IDR,Total TOZ,Total Gram,Rate Ratio',
      '1,FM Satu,PB00000001,12000000.00,0.3215074657,10.00,4000000.00,0.1071691552,3.33,16000000.00,0.4286766209,13.33,25.00',
      // A comma in a name is quoted, so the row keeps its columns.
      '2,"IB Dua, Jakarta",IB00000002,0,0,0,0,0,0,0,0,0,-',
      '',
    ]);
  });
});
