/**
 * Proves the closed-market banner (spec 000 section 2): close type 1 says 'The market is
 * currently closed', close type 2 gives the holiday notice, an open market shows nothing, and
 * the x dismisses it until the status changes.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { MarketClosedBanner } from './market-closed-banner.tsx';

const status = (isClosed: boolean, closeType: 0 | 1 | 2) => ({
  body: {
    status: 200,
    is_closed: isClosed,
    close_type: closeType,
    server_time: '2026-03-07T03:00:00.000Z',
  },
});

describe('market closed banner', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("says 'The market is currently closed' for close type 1", async () => {
    fakeServer({ 'GET /v2/igx/market_status': status(true, 1) });
    renderAt(<MarketClosedBanner />);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The market is currently closed'),
    );
  });

  it('gives the holiday closure notice for close type 2', async () => {
    fakeServer({ 'GET /v2/igx/market_status': status(true, 2) });
    renderAt(<MarketClosedBanner />);
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Pasar ditutup untuk libur khusus');
    expect(banner).not.toHaveTextContent('The market is currently closed');
  });

  it('shows nothing while the market is open', async () => {
    const server = fakeServer({ 'GET /v2/igx/market_status': status(false, 0) });
    renderAt(<MarketClosedBanner />);
    await vi.waitFor(() => expect(server.calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is dismissed with the x, and comes back when the market closes again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = fakeServer({ 'GET /v2/igx/market_status': status(true, 1) });
    renderAt(<MarketClosedBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tutup pemberitahuan pasar' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    server.set('GET /v2/igx/market_status', status(false, 0));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    server.set('GET /v2/igx/market_status', status(true, 1));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The market is currently closed'),
    );
  });
});
