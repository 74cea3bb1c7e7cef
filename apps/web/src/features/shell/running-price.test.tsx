/**
 * Proves the top bar's running price (spec 000 sections 4 and 9): the reference buy and sell
 * price per gram from the gold prices with 2 decimals, and the Jakarta time (HH:MM:SS) of the
 * last reload, which moves with the 3-second polling; in dollars at the live rate when the
 * currency switch says USD.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { streamRateReply } from '../../test-support/stream-rate.ts';
import { RunningPrice } from './running-price.tsx';

const golds = (buy: string, sell: string) => ({
  body: {
    status: 200,
    data: [
      {
        id: 5,
        contractId: 5,
        buy: null,
        sell: null,
        contractPriceBuy: null,
        contractPriceSell: null,
        runningPriceBuy: buy,
        runningPriceSell: sell,
        updatedAt: '2026-03-02T03:00:00.000Z',
      },
    ],
  },
});

describe('running price', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // 03:04:05 UTC is 10:04:05 in Jakarta.
    vi.setSystemTime(Date.UTC(2026, 2, 2, 3, 4, 5));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the buy and sell price per gram and the time of the last update', async () => {
    const server = fakeServer({ 'GET /v2.1/igx/golds': golds('1192800.5', '1190000.00') });
    renderAt(<RunningPrice />);
    const group = screen.getByRole('group', { name: 'Harga berjalan' });
    expect(await within(group).findByText('Rp 1.192.800,50')).toBeInTheDocument();
    expect(within(group).getByText('Rp 1.190.000,00')).toBeInTheDocument();
    expect(within(group).getByText(/^10:04:0\d$/)).toBeInTheDocument();

    server.set('GET /v2.1/igx/golds', golds('1193000.00', '1190500.00'));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await within(group).findByText('Rp 1.193.000,00')).toBeInTheDocument();
    expect(within(group).getByText(/^10:04:(0[89]|1\d)$/)).toBeInTheDocument();
  });

  it('converts the prices to dollars at the live rate when USD is chosen', async () => {
    localStorage.setItem('emas.currency', 'usd');
    fakeServer({
      'GET /v2.1/igx/golds': golds('1192800.50', '1190000.00'),
      'GET /v2.1/rate/get': streamRateReply('16000.00'),
    });
    renderAt(<RunningPrice />);
    const group = screen.getByRole('group', { name: 'Harga berjalan' });
    // Rp 1.192.800,50 / 16.000 = $74,550…; Rp 1.190.000 / 16.000 = $74,375, cut to $74,37.
    expect(await within(group).findByText('$74,55')).toBeInTheDocument();
    expect(within(group).getByText('$74,37')).toBeInTheDocument();
    localStorage.clear();
  });
});
