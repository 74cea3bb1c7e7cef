/**
 * Proves the ORDERS tab (spec 002): the status buttons, the Product Filter and the pages
 * change the call; an ib chooses a client by HIN; every row opens its order, with edit and
 * kill for the client that owns it and read-only for the ib above it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { order, renderWithProviders, signIn, tradingServer } from '../trading/test-support.tsx';
import { OrdersTab } from './orders-tab.tsx';

const orders = (total: number) => ({
  body: {
    status: 200,
    data: {
      body: [order({ orderId: 'order-1' }), order({ orderId: 'order-2', direction: 'sell' })],
      total,
    },
  },
});

const clients = {
  body: {
    status: 200,
    data: {
      body: [
        {
          fullname: 'Siti Rahma',
          trade_account: { hin: 'PC00000001', account_id: 'account-1' },
          bank_account: [],
          balance: '1000.00',
        },
      ],
      count: 1,
    },
  },
};

const renderTab = () => {
  const session = getSession();
  if (!session) throw new Error('no session');
  return renderWithProviders(<OrdersTab session={session} />);
};

const lastQuery = (calls: { url: URL }[]) => calls[calls.length - 1]?.url.searchParams;

describe('orders tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("sends a client's status, products and page, and opens its own order with edit and kill", async () => {
    signIn();
    const server = tradingServer({
      'POST /v2/igx/orders': orders(25),
      'POST /v2/igx/order/detail': { body: { status: 200, body: order({ orderId: 'order-1' }) } },
    });
    renderTab();
    await screen.findByRole('button', { name: 'order-1' });
    expect(lastQuery(server.callsTo('POST /v2/igx/orders'))?.get('status')).toBe('submit');
    expect(lastQuery(server.callsTo('POST /v2/igx/orders'))?.has('order_type')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Filled' }));
    await waitFor(() =>
      expect(lastQuery(server.callsTo('POST /v2/igx/orders'))?.get('status')).toBe('fill'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Halaman 2' }));
    await waitFor(() =>
      expect(lastQuery(server.callsTo('POST /v2/igx/orders'))?.get('offset')).toBe('10'),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'order-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Order' });
    await waitFor(() => expect(server.callsTo('POST /v2/igx/order/detail')).toHaveLength(1));
    expect(server.callsTo('POST /v2/igx/order/detail')[0]?.url.searchParams.get('order_id')).toBe(
      'order-1',
    );
    expect(await within(dialog).findByRole('button', { name: 'Hapus order' })).toBeEnabled();
  });

  it("lets an ib choose a client by HIN and see a client's order without edit or kill", async () => {
    signIn({ level: 'ib', hin: 'IB00000001' });
    const server = tradingServer({
      'POST /v2/rrs/orders': orders(2),
      'POST /v2/rrs/list_trade_account': clients,
    });
    renderTab();
    const client = await screen.findByRole('combobox', { name: 'Klien' });
    await within(client).findByRole('option', { name: 'PC00000001 - Siti Rahma' });
    expect(
      within(client)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['House', 'PC00000001 - Siti Rahma']);
    await userEvent.selectOptions(client, 'PC00000001');
    await waitFor(() =>
      expect(lastQuery(server.callsTo('POST /v2/rrs/orders'))?.get('hin')).toBe('PC00000001'),
    );
    expect(lastQuery(server.callsTo('POST /v2/rrs/orders'))?.get('order_type')).toBe('limit');

    await userEvent.click(await screen.findByRole('button', { name: 'order-2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Order' });
    expect(dialog).toHaveTextContent('Hanya pemilik order yang dapat mengubah atau menghapusnya.');
    expect(dialog).toHaveTextContent('ArahSELL');
    expect(within(dialog).queryByRole('button', { name: 'Hapus order' })).not.toBeInTheDocument();
    expect(server.callsTo('POST /v2/igx/order/detail')).toHaveLength(0);
  });
});
