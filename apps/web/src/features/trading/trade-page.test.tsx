/**
 * Proves the trade page of spec 001 section 2: one tile per contract in the order 0.01 g, 1 g,
 * 100 g, 1 kg with code name, name, the KAU label, sell and buy prices, low, high and % change
 * (green up, red down); the disabled 1 kg contract with the pre-order text and dashes, never an
 * invented price; the closing prices while the market is closed; the open-orders panel; and a
 * tile's BUY and SELL opening the ticket in that direction.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody } from '../../test-support/fake-server.ts';
import {
  marketStatus,
  ohlc,
  order,
  renderWithProviders,
  signIn,
  tradingServer,
} from './test-support.tsx';
import { TradePage } from './trade-page.tsx';

const tile = (code: string) => {
  const found = screen
    .getAllByRole('article')
    .find((article) => article.getAttribute('data-contract') === code);
  if (!found) throw new Error(`no tile ${code}`);
  return within(found);
};

describe('trade page', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows one tile per contract in the order 0.01 g, 1 g, 100 g, 1 kg', async () => {
    tradingServer();
    renderWithProviders(<TradePage />);
    await screen.findByText('DG001', { selector: '.tile-code' });
    const codes = screen
      .getAllByRole('article')
      .map((article) => article.getAttribute('data-contract'));
    expect(codes).toEqual(['DG001', 'DG1', 'KAU', 'DG100', 'K1KG']);
  });

  it('shows code, name, prices, low, high and a rising % change on a tile', async () => {
    tradingServer();
    renderWithProviders(<TradePage />);
    await screen.findByText('DG1', { selector: '.tile-code' });
    const dg1 = tile('DG1');
    expect(dg1.getByText('Emas 1 gram Pool')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        dg1.getByRole('button', { name: 'BUY 1.192.800,00 DG1, Rp per lot' }),
      ).toBeInTheDocument(),
    );
    expect(
      dg1.getByRole('button', { name: 'SELL 1.190.000,00 DG1, Rp per lot' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(dg1.getByText('Rp 1.175.000,00')).toBeInTheDocument());
    expect(dg1.getByText('Rp 1.195.000,00')).toBeInTheDocument();
    const change = dg1.getByText(/\+1,08%/);
    expect(change).toHaveClass('change-up');
    expect(change).toHaveTextContent('naik');
  });

  it('colours a falling contract red', async () => {
    tradingServer({
      'GET /v2.1/igx/ohlc/1': { body: { status: 200, data: ohlc(1, { open: '1200000.00' }) } },
    });
    renderWithProviders(<TradePage />);
    await screen.findByText('DG100', { selector: '.tile-code' });
    const change = await waitFor(() => tile('DG100').getByText(/-0,60%/));
    expect(change).toHaveClass('change-down');
    expect(change).toHaveTextContent('turun');
  });

  it('labels only the kau contract KAU', async () => {
    tradingServer();
    renderWithProviders(<TradePage />);
    await screen.findByText('DG1', { selector: '.tile-code' });
    expect(tile('KAU').getByText('KAU', { selector: '.tile-badge' })).toBeInTheDocument();
    for (const code of ['DG001', 'DG1', 'DG100', 'K1KG']) {
      expect(tile(code).queryByText('KAU', { selector: '.tile-badge' })).not.toBeInTheDocument();
    }
  });

  it('shows the disabled 1 kg contract with the pre-order text and no invented prices', async () => {
    tradingServer();
    renderWithProviders(<TradePage />);
    await screen.findByText('K1KG', { selector: '.tile-code' });
    const kilo = tile('K1KG');
    expect(
      kilo.getByText(
        'Pre Order Trading Contract. Please contact your Brokerage firm for this transaction',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(kilo.getByRole('button', { name: 'BUY — K1KG, Rp per lot' })).toBeInTheDocument(),
    );
    expect(tile('DG1').queryByText(/Pre Order/)).not.toBeInTheDocument();
  });

  it('shows dashes, not figures, while prices are missing', async () => {
    tradingServer({ 'GET /v2.1/igx/golds': { status: 500, body: errorBody(500) } });
    renderWithProviders(<TradePage />);
    await screen.findByText('DG1', { selector: '.tile-code' });
    expect(tile('DG1').getByRole('button', { name: 'BUY — DG1, Rp per lot' })).toBeInTheDocument();
  });

  it('shows the last closing prices while the market is closed', async () => {
    const server = tradingServer({
      'GET /v2/igx/market_status': marketStatus(true, 1),
      'GET /v2/igx/end_day_prices': {
        body: {
          status: 200,
          data: [
            {
              contractId: 5,
              date: '2026-02-27',
              buy: '1100000.00',
              sell: '1090000.00',
              contractPriceBuy: '1100000.00',
              contractPriceSell: '1090000.00',
              open: '1000000.00',
              high: '1110000.00',
              low: '990000.00',
              close: '1100000.00',
            },
          ],
        },
      },
    });
    renderWithProviders(<TradePage />);
    expect(await screen.findByText('Pasar tutup: harga penutupan terakhir.')).toBeInTheDocument();
    const dg1 = tile('DG1');
    await waitFor(() =>
      expect(
        dg1.getByRole('button', { name: 'BUY 1.100.000,00 DG1, Rp per lot' }),
      ).toBeInTheDocument(),
    );
    expect(dg1.getByText(/\+10,00%/)).toBeInTheDocument();
    expect(server.callsTo('GET /v2/igx/end_day_prices')).toHaveLength(1);
    expect(server.callsTo('GET /v2.1/igx/ohlc/5')).toHaveLength(0);
  });

  it("lists the caller's open orders of the listed contracts, a stop waiting for its trigger among them", async () => {
    const waitingStop = order({
      orderId: 'order-2',
      orderType: 'stop',
      limitPrice: null,
      stopPrice: '1200000.00',
      stopStatus: 'waiting',
      createdAt: '2026-03-02T01:00:00.000Z',
    });
    const server = tradingServer({
      'POST /v2/igx/orders': {
        body: {
          status: 200,
          data: {
            body: [order({ direction: 'sell', remaining: '1.5' }), waitingStop],
            total: 2,
          },
        },
      },
    });
    renderWithProviders(<TradePage />);
    const row = await screen.findByRole('button', {
      name: /^SELL DG1 .* 1,5 \/ 2,0 lot .* \(buka detail order\)$/,
    });
    expect(row).toHaveTextContent('Rp 1.180.000,00');
    expect(row).toHaveTextContent('Until Cancel');
    const stopRow = screen.getByRole('button', {
      name: /^BUY DG1 Rp 1\.200\.000,00 Stop · menunggu pemicu 2,0 \/ 2,0 lot/,
    });
    expect(stopRow).toBeInTheDocument();
    const call = server.callsTo('POST /v2/igx/orders')[0];
    // Every open order: limit orders and stops alike.
    expect(call?.url.searchParams.get('order_type')).toBeNull();
    expect(call?.url.searchParams.get('status')).toBe('submit');
    expect(call?.url.searchParams.getAll('contractId[]')).toEqual(['4', '5', '3', '1', '2']);
    expect(call?.body).toEqual({ user_id: 'user-1' });
  });

  it('says so when there is no open order', async () => {
    tradingServer();
    renderWithProviders(<TradePage />);
    expect(await screen.findByText('Tidak ada order terbuka.')).toBeInTheDocument();
  });

  it("opens the ticket in the direction of the tile's button", async () => {
    tradingServer();
    renderWithProviders(<TradePage />);
    await screen.findByText('DG1', { selector: '.tile-code' });
    await userEvent.click(tile('DG1').getByRole('button', { name: /^SELL \S+ DG1,/ }));
    const ticket = await screen.findByRole('dialog', { name: 'Tiket Order' });
    expect(within(ticket).getByRole('radio', { name: 'SELL' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(ticket).getByText('DG1 - Emas 1 gram Pool')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Tiket Order' })).not.toBeInTheDocument();
    await userEvent.click(
      tile('DG1').getByRole('button', { name: /^DG1 .* \(buka tiket order\)$/ }),
    );
    const again = await screen.findByRole('dialog', { name: 'Tiket Order' });
    expect(within(again).getByRole('radio', { name: 'BUY' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
