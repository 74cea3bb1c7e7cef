/**
 * Proves the trade page shows its tiles without the trade ticket's code, which loads once the
 * pointer comes over the page (before a tile can be pressed): the tiles' prices come first.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signIn, tradingServer } from './test-support.tsx';
import { TradePage } from './trade-page.tsx';

const ticketLoaded = vi.hoisted(() => vi.fn());
vi.mock('./trade-ticket.tsx', async (original) => {
  ticketLoaded();
  return original();
});

describe('trade page loading', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });

  it("loads the ticket's code when the pointer comes over the page, not before", async () => {
    tradingServer();
    renderWithProviders(<TradePage />);
    await screen.findByText('DG1');
    expect(ticketLoaded).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(ticketLoaded).toHaveBeenCalledTimes(1));
  });
});
