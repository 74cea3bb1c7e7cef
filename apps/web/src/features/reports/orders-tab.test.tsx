/**
 * Proves the ORDERS tab (spec 002, Reports, Orders tab) from what the user sees and what the
 * server is asked: each level's call, the columns of each status (Killed shown as Cancelled),
 * the Product Filter's `contractId[]` back on page 1, the pages, the client filter of ib, fm
 * and ccp (House asks for everyone), and the detail: the owner's with Hapus order, loaded by
 * POST /v2/igx/order/detail; an intermediary's read-only, from the row.
 */
import type { AccountLevel } from '@emas/domain';
import { contractById } from '@emas/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import type { Call } from '../../test-support/fake-server.ts';
import { order, renderWithProviders, signIn, tradingServer } from '../trading/test-support.tsx';
import { OrdersTab } from './orders-tab.tsx';
import { clientAccount, clientList } from './test-support.ts';

const DG100 = 1;
const KAU = 3;
const DG1 = 5;
const ticketName = (contractId: number) => contractById(contractId)?.tradeTicketName ?? '';

const CLIENT_ORDERS = 'POST /v2/igx/orders';
const BRANCH_ORDERS = 'POST /v2/rrs/orders';
const LP_ORDERS = 'POST /v2/igx/market-maker/order';
const ORDER_DETAIL = 'POST /v2/igx/order/detail';
const CLIENT_LIST = 'POST /v2/rrs/list_trade_account';

/** The columns every status's list starts with, then those of the gold traded. */
const ORDER_COLUMNS = ['DIRECTION', 'ORDER TYPE', 'DATE', 'ORDER ID'];
const GOLD_COLUMNS = ['PRODUCT', 'HUB', 'QTY'];

const orderList = (orders: ReturnType<typeof order>[], total = orders.length) => ({
  body: { status: 200, data: { body: orders, total } },
});

/** An open limit buy, a filled sell and a killed buy, each answered for its own status. */
const byStatus = (call: Call) => {
  switch (call.url.searchParams.get('status')) {
    case 'fill':
      return orderList([
        order({
          orderId: 'order-filled',
          direction: 'sell',
          orderType: 'market',
          status: 'fill',
          remaining: '0.0',
          remainingMg: '0',
          filledMg: '2000',
          filledValueIdr: '2380000.00',
          limitPrice: null,
          averagePrice: '1190000.00',
          transactionIds: [
            '0192f1a2-7c3b-7d4e-9f00-1234567890ab',
            '0192f1a3-0000-7000-8000-000000000001',
          ],
        }),
      ]);
    case 'cancel':
      return orderList([order({ orderId: 'order-killed', status: 'cancel' })]);
    default:
      return orderList([order({ orderId: 'order-open', remaining: '1.5', remainingMg: '1500' })]);
  }
};

const clients = clientList([clientAccount(1, '1000.00'), clientAccount(2, '2000.00')]);

const renderTab = () => {
  const session = getSession();
  if (!session) throw new Error('no session');
  return renderWithProviders(<OrdersTab session={session} />);
};

const lastQuery = (server: { callsTo: (key: string) => Call[] }, key: string) => {
  const calls = server.callsTo(key);
  return calls[calls.length - 1]?.url.searchParams;
};
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
const rowOf = async (orderId: string) => {
  const row = (await screen.findByRole('button', { name: orderId })).closest('tr');
  if (!row) throw new Error(`no row for ${orderId}`);
  return row;
};

describe('orders tab', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("shows a client's open orders, then Filled and Killed with their own columns and status", async () => {
    signIn();
    const server = tradingServer({ [CLIENT_ORDERS]: byStatus });
    renderTab();

    const open = await rowOf('order-open');
    expect(screen.getByRole('radio', { name: 'Open' })).toHaveAttribute('aria-checked', 'true');
    expect(lastQuery(server, CLIENT_ORDERS)?.get('status')).toBe('submit');
    // A client's list has every kind of order; the spec's other levels ask for limit orders.
    expect(lastQuery(server, CLIENT_ORDERS)?.has('order_type')).toBe(false);
    expect(headers()).toEqual([
      ...ORDER_COLUMNS,
      ...GOLD_COLUMNS,
      'CONTRACT VALUE',
      'ESTIMATED PRICE',
      'REMAINING / TOTAL GRAM',
      'STATUS',
    ]);
    const openCells = within(open)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(openCells).toEqual([
      'Beli',
      'Limit',
      expect.stringMatching(/^02\/03\/26,? 09[.:]00$/),
      'order-open',
      ticketName(DG1),
      'JAK',
      '2,0',
      'Rp 2.504.196,00',
      'Rp 1.180.000,00',
      '1,50 / 2,00',
      'Open',
    ]);

    await userEvent.click(screen.getByRole('radio', { name: 'Filled' }));
    const filled = await rowOf('order-filled');
    expect(lastQuery(server, CLIENT_ORDERS)?.get('status')).toBe('fill');
    expect(headers()).toEqual([
      ...ORDER_COLUMNS,
      'TRANSACTION ID',
      ...GOLD_COLUMNS,
      'CONTRACT VALUE',
      'ESTIMATED PRICE',
      'METAL VALUE OF TRADE',
      'SETTLEMENT AMOUNT',
      'TOTAL GRAM',
      'STATUS',
    ]);
    expect(within(filled).getByRole('cell', { name: 'Jual' })).toBeInTheDocument();
    expect(within(filled).getByRole('cell', { name: 'Market' })).toBeInTheDocument();
    // The average price stands in for a market order's missing limit price.
    expect(within(filled).getByRole('cell', { name: 'Rp 1.190.000,00' })).toBeInTheDocument();
    expect(within(filled).getByRole('cell', { name: 'Rp 2.380.000,00' })).toBeInTheDocument();
    expect(within(filled).getByRole('cell', { name: 'Filled' })).toBeInTheDocument();
    // A partly filled order names each of its transactions, short and copyable.
    expect(within(filled).getByText('0192f1a2…')).toBeInTheDocument();
    expect(within(filled).getByText('0192f1a3…')).toBeInTheDocument();
    expect(
      within(filled).getByRole('button', {
        name: 'Salin ID 0192f1a2-7c3b-7d4e-9f00-1234567890ab',
      }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Killed' }));
    const killed = await rowOf('order-killed');
    expect(lastQuery(server, CLIENT_ORDERS)?.get('status')).toBe('cancel');
    expect(headers()).toEqual([...ORDER_COLUMNS, ...GOLD_COLUMNS, 'STATUS']);
    expect(within(killed).getByRole('cell', { name: 'Cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Killed' })).toHaveAttribute('aria-checked', 'true');
    expect(server.callsTo(BRANCH_ORDERS)).toHaveLength(0);
  });

  it('pages by 10 and sends the Product Filter as contractId[], back on the first page', async () => {
    signIn();
    const server = tradingServer({
      [CLIENT_ORDERS]: (call) =>
        orderList(
          [order({ orderId: `order-at-${call.url.searchParams.get('offset') ?? '?'}` })],
          25,
        ),
    });
    renderTab();
    await rowOf('order-at-0');
    const first = lastQuery(server, CLIENT_ORDERS);
    expect(first?.get('offset')).toBe('0');
    expect(first?.get('limit')).toBe('10');
    expect(first?.has('contractId[]')).toBe(false);
    // 25 orders make three pages.
    const pages = screen.getByRole('navigation', { name: 'Halaman tabel' });
    expect(within(pages).getByRole('button', { name: 'Halaman 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Halaman 4' })).not.toBeInTheDocument();

    await userEvent.click(within(pages).getByRole('button', { name: 'Halaman 2' }));
    await rowOf('order-at-10');
    expect(lastQuery(server, CLIENT_ORDERS)?.get('offset')).toBe('10');
    expect(within(pages).getByRole('button', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(screen.getByText('Filter Contracts'));
    await userEvent.click(screen.getByRole('checkbox', { name: ticketName(DG1) }));
    await rowOf('order-at-0');
    let query = lastQuery(server, CLIENT_ORDERS);
    expect(query?.getAll('contractId[]')).toEqual([String(DG1)]);
    expect(query?.get('offset')).toBe('0');
    expect(query?.get('status')).toBe('submit');
    expect(screen.getByText('1 kontrak dipilih')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: ticketName(DG100) }));
    await waitFor(() =>
      expect(lastQuery(server, CLIENT_ORDERS)?.getAll('contractId[]')).toEqual([
        String(DG1),
        String(DG100),
      ]),
    );
    expect(screen.getByRole('checkbox', { name: ticketName(KAU) })).not.toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: ticketName(DG1) }));
    await waitFor(() =>
      expect(lastQuery(server, CLIENT_ORDERS)?.getAll('contractId[]')).toEqual([String(DG100)]),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: ticketName(DG100) }));
    await waitFor(() => {
      query = lastQuery(server, CLIENT_ORDERS);
      expect(query?.has('contractId[]')).toBe(false);
    });
    expect(screen.getByText('Filter Contracts')).toBeInTheDocument();
  });

  it('has no client filter for a client', async () => {
    signIn();
    const server = tradingServer({ [CLIENT_ORDERS]: byStatus });
    renderTab();
    await rowOf('order-open');
    expect(screen.queryByRole('combobox', { name: 'Klien' })).not.toBeInTheDocument();
    expect(server.callsTo(CLIENT_LIST)).toHaveLength(0);
  });

  it.each<AccountLevel>(['ib', 'fm', 'ccp'])(
    "lets an %s choose a client by HIN, and House again for all its clients' orders",
    async (level) => {
      signIn({ level, hin: { ib: 'IB00000001', fm: 'PB00000001' }[level as 'ib' | 'fm'] ?? null });
      const server = tradingServer({ [BRANCH_ORDERS]: byStatus, [CLIENT_LIST]: clients });
      renderTab();
      await rowOf('order-open');
      expect(lastQuery(server, BRANCH_ORDERS)?.has('hin')).toBe(false);
      expect(lastQuery(server, BRANCH_ORDERS)?.get('order_type')).toBe('limit');
      expect(server.callsTo(CLIENT_ORDERS)).toHaveLength(0);

      const client = screen.getByRole('combobox', { name: 'Klien' });
      await within(client).findByRole('option', { name: 'PC00000002 - Budi Santoso' });
      expect(client).toHaveValue('');
      await userEvent.selectOptions(client, 'PC00000002 - Budi Santoso');
      await waitFor(() => expect(lastQuery(server, BRANCH_ORDERS)?.get('hin')).toBe('PC00000002'));
      expect(lastQuery(server, BRANCH_ORDERS)?.get('status')).toBe('submit');

      await userEvent.click(screen.getByRole('radio', { name: 'Killed' }));
      await waitFor(() => expect(lastQuery(server, BRANCH_ORDERS)?.get('status')).toBe('cancel'));
      expect(lastQuery(server, BRANCH_ORDERS)?.get('hin')).toBe('PC00000002');

      await userEvent.selectOptions(client, 'House');
      await waitFor(() => expect(lastQuery(server, BRANCH_ORDERS)?.has('hin')).toBe(false));
    },
  );

  it("shows an ib a client's order read-only, from the row, without asking for its detail", async () => {
    signIn({ level: 'ib', hin: 'IB00000001' });
    const server = tradingServer({ [BRANCH_ORDERS]: byStatus, [CLIENT_LIST]: clients });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'order-open' }));

    const dialog = await screen.findByRole('dialog', { name: 'Detail Order' });
    expect(dialog).toHaveTextContent('Hanya pemilik order yang dapat mengubah atau menghapusnya.');
    expect(dialog).toHaveTextContent('Sisa (lot)1,5');
    expect(within(dialog).queryByRole('button', { name: 'Hapus order' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument();
    expect(server.callsTo(ORDER_DETAIL)).toHaveLength(0);
  });

  it('opens a client its own order from POST /v2/igx/order/detail, with Hapus order and Ubah', async () => {
    signIn();
    const server = tradingServer({
      [CLIENT_ORDERS]: byStatus,
      [ORDER_DETAIL]: {
        body: {
          status: 200,
          // The detail is the server's, newer than the row: it is the one shown.
          body: order({ orderId: 'order-open', remaining: '0.5', remainingMg: '500' }),
        },
      },
    });
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'order-open' }));

    const dialog = await screen.findByRole('dialog', { name: 'Detail Order' });
    expect(await within(dialog).findByRole('button', { name: 'Hapus order' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Ubah' })).toBeEnabled();
    expect(dialog).toHaveTextContent('Sisa (lot)0,5');
    expect(dialog).not.toHaveTextContent('Hanya pemilik order');
    const detailCalls = server.callsTo(ORDER_DETAIL);
    expect(detailCalls).toHaveLength(1);
    expect(detailCalls[0]?.url.searchParams.get('order_id')).toBe('order-open');
  });

  it("offers no kill on a client's killed order", async () => {
    signIn();
    tradingServer({
      [CLIENT_ORDERS]: byStatus,
      [ORDER_DETAIL]: {
        body: { status: 200, body: order({ orderId: 'order-killed', status: 'cancel' }) },
      },
    });
    renderTab();
    await screen.findByRole('button', { name: 'order-open' });
    await userEvent.click(screen.getByRole('radio', { name: 'Killed' }));
    await userEvent.click(await screen.findByRole('button', { name: 'order-killed' }));

    const dialog = await screen.findByRole('dialog', { name: 'Detail Order' });
    expect(
      await within(dialog).findByText('Hanya order terbuka yang dapat diubah atau dihapus.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Hapus order' })).not.toBeInTheDocument();
  });

  it("asks an lp's own orders from the market-maker call, without a client filter", async () => {
    signIn({ level: 'lp', hin: 'LP00000001' });
    const server = tradingServer({ [LP_ORDERS]: byStatus });
    renderTab();
    await rowOf('order-open');
    expect(lastQuery(server, LP_ORDERS)?.get('status')).toBe('submit');
    expect(lastQuery(server, LP_ORDERS)?.get('order_type')).toBe('limit');
    expect(screen.queryByRole('combobox', { name: 'Klien' })).not.toBeInTheDocument();
    expect(server.callsTo(CLIENT_ORDERS)).toHaveLength(0);
    expect(server.callsTo(BRANCH_ORDERS)).toHaveLength(0);
  });
});
