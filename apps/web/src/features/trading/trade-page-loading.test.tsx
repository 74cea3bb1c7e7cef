/**
 * Proves the trade page shows its tiles and the trading screen without waiting for the trade
 * ticket's code: the ticket is its own chunk, loaded with the screen, and until it arrives the
 * tiles' prices, the book and the chart are already there.
 */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn, tradingServer } from './test-support.tsx';
import { TradePage } from './trade-page.tsx';

const ticketLoaded = vi.hoisted(() => vi.fn());
// The ticket's chunk never arrives: nothing else on the page may wait for it.
vi.mock('./trade-ticket.tsx', () => {
  ticketLoaded();
  return new Promise(() => undefined);
});

describe('trade page loading', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it('shows the tiles and the screen while the ticket’s code is still on its way', async () => {
    tradingServer();
    renderWithProviders(<TradePage />);
    await screen.findByText('DG1', { selector: '.tile-code' });
    expect(await screen.findByRole('region', { name: /^Order book / })).toBeInTheDocument();
    expect(ticketLoaded).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Tiket Order' })).toBeNull();
  });
});
