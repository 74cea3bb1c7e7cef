/**
 * Proves stop orders on screen (issue 23 item 9): the ticket's Stop tab with its labelled stop
 * price field, the last price it fires on and the warning on the wrong side; the review's stop
 * price and hold note, the add_order it sends and the result that says it waits; and the order
 * detail of a waiting stop, whose edit changes its stop price only.
 */
import type { OrderAttributes } from '@emas/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { tradingContracts } from './contract-view.ts';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import {
  contractList,
  order,
  orderAttributes,
  renderWithProviders,
  signIn,
  tradingServer,
} from './test-support.tsx';
import { TradePage } from './trade-page.tsx';

const waitingStop: Partial<OrderAttributes> = {
  orderType: 'stop',
  limitPrice: null,
  stopPrice: '1200000.00',
  stopStatus: 'waiting',
};

const stopReply = (overrides: Partial<OrderAttributes> = {}) => ({
  body: {
    status: 200,
    message: 'Order received',
    message_id: 'Order diterima',
    outcome: 'submit',
    id: 'order-9',
    attributes: orderAttributes({ orderId: 'order-9', ...waitingStop, ...overrides }),
  },
});

const figure = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('stop orders', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('places a stop buy above the last price from the ticket, and says it waits', async () => {
    const server = tradingServer({ 'POST /v2/igx/add_order': stopReply() });
    renderWithProviders(<TradePage />);
    const tile = (await screen.findByText('DG1', { selector: '.tile-code' })).closest('article');
    await userEvent.click(
      await within(tile as HTMLElement).findByRole('button', { name: /^BUY \d[\d.,]* DG1,/ }),
    );
    const ticket = await screen.findByRole('dialog', { name: 'Tiket Order' });
    await userEvent.click(within(ticket).getByRole('tab', { name: 'Stop' }));
    const review = within(ticket).getByRole('button', { name: 'Review Order' });
    expect(review).toBeDisabled();
    const price = within(ticket).getByRole('textbox', { name: 'Harga stop (Rp per lot)' });
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(
        /Harga transaksi terakhir: Rp 1\.192\.000,00\. Terpicu saat harga transaksi terakhir naik/,
      ),
    );
    await userEvent.type(price, '1.190.000');
    expect(within(ticket).getByRole('status')).toHaveTextContent(
      'Harga stop beli harus di atas harga terakhir (Rp 1.192.000,00).',
    );
    await userEvent.clear(price);
    await userEvent.type(price, '1.200.000');
    expect(within(ticket).queryByText(/harus di atas/)).not.toBeInTheDocument();
    // Held as a market buy at the stop price, the market order's FX buffer and all.
    expect(figure(ticket, 'Harga kontrak')).toBe('Rp 1.200.000,00');
    expect(figure(ticket, 'FX buffer')).toBe('Rp 18.000,00');

    await waitFor(() => expect(review).toBeEnabled());
    await userEvent.click(review);
    const dialog = await screen.findByRole('dialog', { name: 'Review Order' });
    expect(figure(dialog, 'Harga stop')).toBe('Rp 1.200.000,00');
    expect(figure(dialog, 'Tipe order')).toBe('Stop');
    expect(dialog).toHaveTextContent('ditahan sejak sekarang sampai order terpicu');
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'SUBMIT ORDER' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Kirim order ini?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Kirim' }));
    const result = await screen.findByRole('alertdialog', { name: 'Order Sukses' });
    expect(result).toHaveTextContent('Order stop tercatat dan menunggu pemicunya.');

    const [sent] = server.callsTo('POST /v2/igx/add_order');
    expect(sent?.body).toMatchObject({
      order_type: 'stop',
      stop_price: '1200000.00',
      limit_price: null,
      validity: 'GTC',
      direction: 'buy',
      quantity: '1.0',
    });
  });

  it('shows a waiting stop in its detail and edits its stop price only', async () => {
    const session = getSession();
    if (!session) throw new Error('no session');
    const server = tradingServer({
      'POST /v2/igx/order/detail': { body: { status: 200, body: order(waitingStop) } },
      'PATCH /v2/igx/edit_order': stopReply({ stopPrice: '1250000.00' }),
    });
    renderWithProviders(
      <OrderDetailDialog
        orderId="order-1"
        session={session}
        contracts={tradingContracts(contractList(), undefined)}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('Kontrak', { selector: 'dt' });
    expect(figure(dialog, 'Harga stop')).toBe('Rp 1.200.000,00');
    expect(figure(dialog, 'Status')).toBe('Menunggu pemicu');
    expect(figure(dialog, 'Tipe order')).toBe('Stop');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Ubah' }));
    const form = await within(dialog).findByRole('form', { name: 'Ubah Order' });
    expect(within(form).queryByRole('textbox', { name: /Harga limit/ })).not.toBeInTheDocument();
    expect(form).not.toHaveTextContent('dapat membatalkan order limit sebelumnya');
    const price = within(form).getByRole('textbox', { name: 'Harga stop (Rp per lot)' });
    expect(price).toHaveValue('1.200.000,00');
    await userEvent.clear(price);
    await userEvent.type(price, '1.250.000');
    const save = within(form).getByRole('button', { name: 'Simpan perubahan' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure want to edit this order?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'YES' }));
    await screen.findByRole('alertdialog', { name: 'Your order has been updated' });
    const [call] = server.callsTo('PATCH /v2/igx/edit_order');
    expect(call?.body).toMatchObject({ stop_price: '1250000.00', quantity: '2.0' });
    expect(call?.body).not.toHaveProperty('limit_price');
  });
});
