/**
 * Proves the portfolio home (issue 23) on its two calls: the summary (total, gold value,
 * today's change with its sign, cash free and held), a card per contract with its average buy
 * price and unrealised P&L, the last fills linking to their orders, and the chart's range
 * switch; every figure in dollars at the live rate when USD is chosen, saying so; a client with
 * nothing is invited to buy; a failure offers to try again.
 */
import type { Portfolio, PortfolioPoint } from '@emas/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { errorBody, fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { authAnswer } from '../../test-support/session-fixtures.ts';
import { streamRateReply } from '../../test-support/stream-rate.ts';
import { PortfolioPage } from './portfolio-page.tsx';

const NOW = '/v2/igx/portfolio';
const HISTORY = '/v2/igx/portfolio/history';

const portfolio: Portfolio = {
  as_of: '2026-11-25T03:00:00.000Z',
  gold_value: '12000000.00',
  today_change: { amount: '80000.00', percent: '0.67' },
  cash: { free: '998000000.00', held: '1200000.00', total: '999200000.00' },
  total: '1011200000.00',
  contracts: [
    {
      contract_id: 5,
      contract_code: 'DG1',
      quantity_gram: '10.000',
      average_buy_price: '1150000.00',
      price_now: '1200000.00',
      previous_close: '1192000.00',
      value: '12000000.00',
      cost: '11500000.00',
      unrealized_pnl: { amount: '500000.00', percent: '4.35' },
    },
  ],
  unpriced_contract_ids: [],
  last_fills: [
    {
      trade_id: 'trade-2',
      order_id: 'order-sell-2',
      contract_id: 5,
      contract_code: 'DG1',
      direction: 'sell',
      quantity_gram: '1.000',
      price_per_gram: '1195000.00',
      value: '1195000.00',
      filled_at: '2026-11-25T03:00:00.000Z',
    },
  ],
};

const point = (date: string, value: string): PortfolioPoint => ({
  date,
  cash: value,
  gold: '0.00',
  value,
});
const history = (range: string, points: PortfolioPoint[]) => ({
  body: { status: 200, data: { range, points } },
});

const serve = (now: Portfolio = portfolio) =>
  fakeServer({
    [`GET ${NOW}`]: { body: { status: 200, data: now } },
    [`GET ${HISTORY}`]: (call) =>
      call.url.searchParams.get('range') === '1Y'
        ? history('1Y', [point('2025-11-25', '500000000.00'), point('2026-11-25', '1011200000.00')])
        : history('1M', [
            point('2026-10-26', '1000000000.00'),
            point('2026-11-25', '1011200000.00'),
          ]),
    'GET /v2.1/rate/get': streamRateReply('16000.00'),
  });

/** The text of the figure after the term `term` inside `scope`. */
const figure = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('portfolio page', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(authAnswer());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the summary, each contract and the last fills, in rupiah', async () => {
    serve();
    renderAt(<PortfolioPage />, '/portfolio');
    const summary = await screen.findByRole('region', { name: 'Ringkasan portofolio' });
    expect(figure(summary, 'Nilai total')).toBe('Rp 1.011.200.000,00');
    expect(figure(summary, 'Nilai emas')).toBe('Rp 12.000.000,00');
    expect(figure(summary, 'Perubahan hari ini')).toBe('+Rp 80.000,00 (+0,67%)');
    expect(figure(summary, 'Kas')).toContain('Ditahan Rp 1.200.000,00');

    const card = screen.getByRole('article', { name: 'DG1 - Emas 1 gram Pool' });
    expect(figure(card, 'Jumlah')).toBe('10,000 g');
    expect(figure(card, 'Harga beli rata-rata')).toBe('Rp 1.150.000,00/gram');
    expect(figure(card, 'Harga sekarang')).toBe('Rp 1.200.000,00/gram');
    expect(figure(card, 'P&L belum terealisasi')).toBe('+Rp 500.000,00 (+4,35%)');

    const fills = screen.getByRole('region', { name: 'Transaksi terakhir' });
    expect(within(fills).getByText('Jual')).toBeInTheDocument();
    expect(within(fills).getByRole('link', { name: 'Lihat order order-sell-2' })).toHaveAttribute(
      'href',
      '/reports?tab=orders&status=fill&order=order-sell-2',
    );
    expect(screen.queryByText(/dikonversi/)).not.toBeInTheDocument();
    expect(document.title).toBe('Portofolio · Emas');
  });

  it('switches the chart range by keyboard, asking for that range', async () => {
    const server = serve();
    renderAt(<PortfolioPage />, '/portfolio');
    const chart = await screen.findByRole('region', { name: 'Nilai portofolio' });
    expect(
      await within(chart).findByText(/^Perubahan 1 bulan: \+Rp 11\.200\.000,00/),
    ).toBeInTheDocument();
    const range = within(chart).getByRole('radiogroup', { name: 'Rentang waktu grafik' });
    await userEvent.click(within(range).getByRole('radio', { name: /^1M/ }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(range).getByRole('radio', { name: /^1Y/ })).toBeChecked();
    // From Rp 500.000.000 to Rp 1.011.200.000 is +102,24 %.
    expect(
      await within(chart).findByText('Perubahan 1 tahun: +Rp 511.200.000,00 (+102,24%)'),
    ).toBeInTheDocument();
    const asked = server
      .callsTo(`GET ${HISTORY}`)
      .map((call) => call.url.searchParams.get('range'));
    expect(asked).toEqual(['1M', '1Y']);
  });

  it('shows every figure in dollars at the live rate when USD is chosen, and says so', async () => {
    localStorage.setItem('emas.currency', 'usd');
    serve();
    renderAt(<PortfolioPage />, '/portfolio');
    const summary = await screen.findByRole('region', { name: 'Ringkasan portofolio' });
    // Rp 1.011.200.000 / 16.000 = $63.200; Rp 80.000 / 16.000 = $5.
    expect(await within(summary).findByText('$63.200,00')).toBeInTheDocument();
    expect(figure(summary, 'Perubahan hari ini')).toBe('+$5,00 (+0,67%)');
    const card = screen.getByRole('article', { name: 'DG1 - Emas 1 gram Pool' });
    // Rp 1.150.000 / 16.000 = $71,875, cut as the balance's dollars are.
    expect(figure(card, 'Harga beli rata-rata')).toBe('$71,87/gram');
    expect(screen.getByText(/kurs Rp 16\.000 per US\$/)).toBeInTheDocument();
    expect(screen.queryByText(/Rp 1\.011/)).not.toBeInTheDocument();
  });

  it('invites a client with nothing to buy gold', async () => {
    serve({
      ...portfolio,
      gold_value: '0.00',
      today_change: null,
      cash: { free: '0.00', held: '0.00', total: '0.00' },
      total: '0.00',
      contracts: [],
      last_fills: [],
    });
    renderAt(<PortfolioPage />, '/portfolio');
    const empty = await screen.findByRole('region', { name: 'Mulai memiliki emas' });
    expect(within(empty).getByRole('link', { name: 'Beli emas' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('region', { name: 'Nilai portofolio' })).not.toBeInTheDocument();
  });

  it('says when the portfolio cannot be loaded, and tries again', async () => {
    const server = fakeServer({ [`GET ${NOW}`]: { status: 500, body: errorBody(500) } });
    renderAt(<PortfolioPage />, '/portfolio');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Portofolio tidak dapat dimuat.');
    server.set(`GET ${NOW}`, { body: { status: 200, data: portfolio } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Ringkasan portofolio' })).toBeInTheDocument();
  });
});
