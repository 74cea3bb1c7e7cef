/**
 * Proves the order detail, edit and kill dialogs of spec 001 sections 2, 4, 5 and 8: the
 * detail's fields; its load failure texts; edit and kill only for an open order; edit blocked
 * while the market is closed; the edit checks in the spec's order, the sell disclaimer, the
 * warning, 'Are you sure want to edit this order?' YES / NO, 'Your order has been updated' (with
 * the cashback banner on a buy) or 'Failed'; the kill question, 'Deleted!' or the failure; and
 * the reload of gold and orders afterwards.
 */
import type { OrderAttributes } from '@emas/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../lib/session.ts';
import { errorBody, type Reply } from '../../test-support/fake-server.ts';
import { tradingContracts } from './contract-view.ts';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import {
  balance,
  contractList,
  marketStatus,
  order,
  orderCommandReply,
  renderWithProviders,
  signIn,
  tradingServer,
} from './test-support.tsx';

const detailReply = (overrides: Partial<OrderAttributes> = {}): Reply => ({
  body: { status: 200, body: order(overrides) },
});

const renderDetail = (routes: Parameters<typeof tradingServer>[0] = {}) => {
  signIn();
  const session = getSession();
  if (!session) throw new Error('no session');
  const server = tradingServer({ 'POST /v2/igx/order/detail': detailReply(), ...routes });
  const onClose = vi.fn();
  renderWithProviders(
    <OrderDetailDialog
      orderId="order-1"
      session={session}
      contracts={tradingContracts(contractList(), undefined)}
      onClose={onClose}
    />,
  );
  return { server, onClose, dialog: screen.getByRole('dialog') };
};

const value = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('order detail', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the order's fields", async () => {
    const { dialog, server } = renderDetail({
      'POST /v2/igx/order/detail': detailReply({
        validity: 'GTD',
        remaining: '1.5',
      }),
    });
    await within(dialog).findByText('Kontrak', { selector: 'dt' });
    expect(value(dialog, 'Kontrak')).toBe('DG1 - Emas 1 gram Pool');
    expect(value(dialog, 'Arah')).toBe('BUY');
    expect(value(dialog, 'Tipe order')).toBe('Limit');
    expect(value(dialog, 'Masa berlaku')).toBe('For Date / Time');
    expect(value(dialog, 'Tanggal kedaluwarsa')).toBe('02/04/2026 10:00:00 WIB');
    expect(value(dialog, 'Jumlah (lot)')).toBe('2,0');
    expect(value(dialog, 'Sisa (lot)')).toBe('1,5');
    expect(value(dialog, 'Harga limit')).toBe('Rp 1.180.000,00');
    expect(value(dialog, 'Kurs (IDR per USD)')).toBe('16.000,00');
    expect(value(dialog, 'Fee')).toBe('Rp 23.600,00');
    expect(value(dialog, 'Pajak')).toBe('Rp 2.596,00');
    expect(value(dialog, 'FX buffer (IDR)')).toBe('Rp 118.000,00');
    expect(value(dialog, 'Pembayaran (IDR)')).toBe('Rp 2.504.196,00');
    expect(value(dialog, 'Pembayaran (USD)')).toBe('$156,5123');
    const [call] = server.callsTo('POST /v2/igx/order/detail');
    expect(call?.url.searchParams.get('order_id')).toBe('order-1');
    expect(call?.body).toEqual({ user_id: 'user-1' });
  });

  it("keeps the server's err_message when the detail cannot load", async () => {
    const { dialog } = renderDetail({
      'POST /v2/igx/order/detail': { status: 404, body: errorBody(404) },
    });
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent(
      'Data cannot be displayed at the moment. Please try again in a few minutes.',
    );
    expect(failure).toHaveTextContent('english 404');
  });

  it('falls back to the spec words when the failure has no message', async () => {
    const { dialog } = renderDetail({ 'POST /v2/igx/order/detail': 'offline' });
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('something went wrong please try again in a few minutes');
  });

  it.each(['fill', 'cancel'] as const)(
    'offers no edit or kill for an order in status %s',
    async (status) => {
      const { dialog } = renderDetail({ 'POST /v2/igx/order/detail': detailReply({ status }) });
      await within(dialog).findByText('Kontrak', { selector: 'dt' });
      expect(within(dialog).queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Hapus order' })).not.toBeInTheDocument();
      expect(dialog).toHaveTextContent('Hanya order terbuka yang dapat diubah atau dihapus.');
    },
  );

  it('reloads the gold inventories while open', async () => {
    const { server } = renderDetail();
    await waitFor(() => expect(server.callsTo('GET /v2/inventories/user-1')).toHaveLength(1));
  });
});

describe('edit order', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  const openEdit = async (dialog: HTMLElement) => {
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Ubah' }));
    return within(dialog).findByRole('form', { name: 'Ubah Order' });
  };

  it.each<[0 | 1 | 2, string]>([
    [1, 'The market is currently closed'],
    [2, 'Pasar ditutup untuk libur khusus (sekitar 29 November – 2 Desember).'],
  ])('is blocked while the market is closed (close type %s)', async (closeType, text) => {
    const { dialog } = renderDetail({ 'GET /v2/igx/market_status': marketStatus(true, closeType) });
    await within(dialog).findByText('Kontrak', { selector: 'dt' });
    await waitFor(async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ubah' }));
      expect(await screen.findByRole('alertdialog', { name: text })).toBeInTheDocument();
    });
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
  });

  it('edits a buy after YES, says so with the cashback banner, reloads and closes', async () => {
    const { dialog, server, onClose } = renderDetail({
      'PATCH /v2/igx/edit_order': orderCommandReply('submit', 'buy', 'Order updated'),
    });
    const form = await openEdit(dialog);
    expect(form).toHaveTextContent(
      'dapat membatalkan order limit sebelumnya dan membuat order baru',
    );
    const quantity = within(form).getByRole('textbox', { name: 'Jumlah lot' });
    expect(quantity).toHaveValue('2');
    const price = within(form).getByRole('textbox', { name: 'Harga limit (Rp per lot)' });
    expect(price).toHaveValue('1.180.000,00');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Simpan perubahan' })).toBeEnabled(),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan perubahan' }));

    const confirm = await screen.findByRole('alertdialog', {
      name: 'Are you sure want to edit this order?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'YES' }));
    const done = await screen.findByRole('alertdialog', { name: 'Your order has been updated' });
    expect(done).toHaveTextContent('Cashback dikreditkan ke saldo RPED Anda');
    expect(onClose).toHaveBeenCalled();

    const [call] = server.callsTo('PATCH /v2/igx/edit_order');
    expect(call?.url.searchParams.get('order_id')).toBe('order-1');
    expect(call?.body).toMatchObject({
      user_id: 'user-1',
      quantity: '3.0',
      limit_price: '1180000.00',
      direction: 'buy',
      fee: '35400.00',
      tax: '3894.00',
    });
    await waitFor(() =>
      expect(server.callsTo('GET /v2/balances/user-1/gold').length).toBeGreaterThan(1),
    );
  });

  it('sends nothing when the question is answered NO', async () => {
    const { dialog, server } = renderDetail({
      'PATCH /v2/igx/edit_order': orderCommandReply('submit', 'buy', 'Order updated'),
    });
    const form = await openEdit(dialog);
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Simpan perubahan' })).toBeEnabled(),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan perubahan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'NO' }));
    expect(server.callsTo('PATCH /v2/igx/edit_order')).toHaveLength(0);
    expect(within(dialog).getByRole('form')).toBeInTheDocument();
  });

  it('says Failed with the server message when the edit is refused', async () => {
    const { dialog } = renderDetail({
      'PATCH /v2/igx/edit_order': { status: 409, body: errorBody(409) },
    });
    const form = await openEdit(dialog);
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Simpan perubahan' })).toBeEnabled(),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan perubahan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'YES' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Failed' });
    expect(failed).toHaveTextContent('english 409');
  });

  it('checks the total before the balance, in the spec order', async () => {
    const { dialog, server } = renderDetail({
      'POST /v2/igx/balance': {
        body: { status: 200, body: balance({ available_trade_bal: '0.00' }) },
      },
    });
    const form = await openEdit(dialog);
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Jumlah lot' }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Simpan perubahan' })).toBeEnabled(),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan perubahan' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Perubahan belum dapat diproses' }),
    ).toHaveTextContent('Order total must be greater than zero.');
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Tutup' }),
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Jumlah lot' }), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan perubahan' }));
    // What the order holds (Rp2.504.196) counts; 5 lots need more than that.
    expect(
      await screen.findByRole('alertdialog', { name: 'Perubahan belum dapat diproses' }),
    ).toHaveTextContent("You don't have enough available trade balance.");
    expect(server.callsTo('PATCH /v2/igx/edit_order')).toHaveLength(0);
  });

  it('needs the disclaimer on a sell, and lets a sell keep its own gold', async () => {
    const { dialog } = renderDetail({
      'POST /v2/igx/order/detail': detailReply({ direction: 'sell', fxBufferIdr: '0.00' }),
    });
    const form = await openEdit(dialog);
    const submit = within(form).getByRole('button', { name: 'Simpan perubahan' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(
      'Centang pernyataan penjualan untuk mengirim order.',
    );
    // 10 lots free plus the 2 lots this order already holds.
    expect(await within(form).findByText('Maksimal 12,0 lot dapat dijual.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('checkbox', { name: /Saya telah membaca/ }));
    expect(submit).toBeEnabled();
  });

  it('refuses a kau price too far from the market first', async () => {
    const { dialog } = renderDetail({
      'POST /v2/igx/order/detail': detailReply({
        contractId: 3,
        direction: 'sell',
        limitPrice: '1400000.00',
        quantity: '0.0',
        remaining: '0.0',
        remainingMg: '0',
      }),
    });
    const form = await openEdit(dialog);
    await userEvent.click(within(form).getByRole('checkbox', { name: /Saya telah membaca/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan perubahan' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Perubahan belum dapat diproses' }),
    ).toHaveTextContent('The price of this order is 17.65% away from current market price.');
  });

  it('warns near the band while typing the price', async () => {
    const { dialog } = renderDetail();
    const form = await openEdit(dialog);
    const price = within(form).getByRole('textbox', { name: 'Harga limit (Rp per lot)' });
    await userEvent.clear(price);
    await userEvent.type(price, '1000000');
    expect(await within(form).findByText(/di luar rentang ±15%/)).toBeInTheDocument();
  });
});

describe('kill order', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  const askKill = async (dialog: HTMLElement) => {
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Hapus order' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Are you sure you wish to remove this order?',
    });
    expect(question).toHaveTextContent("You won't be able to revert this!");
    return question;
  };

  it('kills after the question, says Deleted!, reloads and closes', async () => {
    const { dialog, server, onClose } = renderDetail({
      'POST /v2/igx/delete_order': orderCommandReply('cancel', 'buy', 'Order killed'),
    });
    await waitFor(() => expect(server.callsTo('GET /v2/inventories/user-1')).toHaveLength(1));
    await userEvent.click(within(await askKill(dialog)).getByRole('button', { name: 'Ya' }));
    const done = await screen.findByRole('alertdialog', { name: 'Deleted!' });
    expect(done).toHaveTextContent('Your order has been deleted.');
    expect(onClose).toHaveBeenCalled();
    const [call] = server.callsTo('POST /v2/igx/delete_order');
    expect(call?.url.searchParams.get('order_id')).toBe('order-1');
    expect(call?.body).toEqual({ user_id: 'user-1' });
    // The gold it held is free again: the gold queries reload.
    await waitFor(() => expect(server.callsTo('GET /v2/inventories/user-1')).toHaveLength(2));
  });

  it('does nothing when declined', async () => {
    const { dialog, server } = renderDetail();
    await userEvent.click(within(await askKill(dialog)).getByRole('button', { name: 'Batal' }));
    expect(server.callsTo('POST /v2/igx/delete_order')).toHaveLength(0);
  });

  it.each<[string, Reply, string]>([
    ["the server's err_message", { status: 409, body: errorBody(409) }, 'english 409'],
    ['Please try again! without one', 'offline', 'Please try again!'],
  ])('says Something went wrong. with %s', async (_case, reply, text) => {
    const { dialog, onClose } = renderDetail({ 'POST /v2/igx/delete_order': reply });
    await userEvent.click(within(await askKill(dialog)).getByRole('button', { name: 'Ya' }));
    const failure = await screen.findByRole('alertdialog', { name: 'Something went wrong.' });
    expect(failure).toHaveTextContent(text);
    expect(onClose).not.toHaveBeenCalled();
  });
});
