/**
 * Proves order submission (spec 001 sections 4, 7 and 8): confirm, loading, then 'Order Sukses'
 * (the cashback banner on a buy; the Partial Filled explanation after a partial fill) or
 * 'Order Gagal' with the answer's description (err_message or message, else the first error's
 * detail; ' Under maintenance ' for 497 on a limit order; 'Please try again later' without an
 * answer; an empty description for an unmatched market order). Kau contracts go to
 * add_kau_order. On success the ticket closes and the account data reload.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reply } from '../../test-support/fake-server.ts';
import {
  order,
  orderCommandReply as placed,
  renderWithProviders,
  signIn,
  tradingServer,
} from './test-support.tsx';
import { TradePage } from './trade-page.tsx';

const openTicket = async (code: string, side: 'BUY' | 'SELL' = 'BUY') => {
  const tile = (await screen.findByText(code, { selector: '.tile-code' })).closest('article');
  if (!tile) throw new Error('no tile');
  const button = await within(tile).findByRole('button', {
    name: new RegExp(`^${side} \\d[\\d.,]* ${code},`),
  });
  await userEvent.click(button);
  return screen.findByRole('dialog', { name: 'Tiket Order' });
};

const reviewAndSubmit = async (
  ticket: HTMLElement,
  options: { limit?: boolean; sell?: boolean } = {},
) => {
  if (options.limit) await userEvent.click(within(ticket).getByRole('tab', { name: 'Limit' }));
  const reviewButton = within(ticket).getByRole('button', { name: 'Review Order' });
  await waitFor(() => expect(reviewButton).toBeEnabled());
  await userEvent.click(reviewButton);
  const review = await screen.findByRole('dialog', { name: 'Review Order' });
  if (options.sell) {
    await userEvent.click(within(review).getByRole('checkbox'));
  }
  const submit = within(review).getByRole('button', { name: 'SUBMIT ORDER' });
  await waitFor(() => expect(submit).toBeEnabled());
  await userEvent.click(submit);
  const confirm = await screen.findByRole('alertdialog', { name: 'Kirim order ini?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Kirim' }));
};

const resultDialog = (title: 'Order Sukses' | 'Order Gagal') =>
  screen.findByRole('alertdialog', { name: title });

describe('order submission', () => {
  beforeEach(() => {
    localStorage.clear();
    signIn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a market buy, says Order Sukses with the cashback banner, closes and reloads', async () => {
    const server = tradingServer({ 'POST /v2/igx/add_order': placed('fill') });
    renderWithProviders(<TradePage />);
    await reviewAndSubmit(await openTicket('DG1'));
    const dialog = await resultDialog('Order Sukses');
    expect(dialog).toHaveTextContent('Order terpenuhi seluruhnya.');
    expect(within(dialog).getByRole('complementary', { name: 'Cashback' })).toHaveTextContent(
      'Cashback dikreditkan ke saldo RPED Anda saat transaksi terpenuhi atau terpenuhi sebagian',
    );
    expect(screen.queryByRole('dialog', { name: 'Tiket Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Review Order' })).not.toBeInTheDocument();

    const [sent] = server.callsTo('POST /v2/igx/add_order');
    expect(sent?.body).toMatchObject({
      user_id: 'user-1',
      contract_id: 5,
      direction: 'buy',
      quantity: '1.0',
      order_type: 'market',
      limit_price: null,
      type: 'TRADE',
      fee: '11928.00',
      tax: '1312.08',
      fx_buffer_idr: '17892.00',
      payment_idr: '1223932.08',
    });
    expect((sent?.body as { client_order_id?: string }).client_order_id).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(server.callsTo('POST /v2/igx/balance').length).toBeGreaterThan(1));
    expect(server.callsTo('GET /v2/balances/user-1/gold').length).toBeGreaterThan(0);
    await waitFor(() => expect(server.callsTo('POST /v2/igx/orders').length).toBeGreaterThan(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows no cashback banner after a sell, and sends kau sells to add_kau_order', async () => {
    const server = tradingServer({ 'POST /v2/igx/add_kau_order': placed('fill', 'sell') });
    renderWithProviders(<TradePage />);
    await reviewAndSubmit(await openTicket('KAU', 'SELL'), { sell: true });
    const dialog = await resultDialog('Order Sukses');
    expect(within(dialog).queryByRole('complementary')).not.toBeInTheDocument();
    expect(server.callsTo('POST /v2/igx/add_kau_order')).toHaveLength(1);
    expect(server.callsTo('POST /v2/igx/add_order')).toHaveLength(0);
  });

  it('offers the Partial Filled explanation after a partial fill', async () => {
    tradingServer({ 'POST /v2/igx/add_order': placed('partial') });
    renderWithProviders(<TradePage />);
    await reviewAndSubmit(await openTicket('DG1'));
    const dialog = await resultDialog('Order Sukses');
    expect(dialog).toHaveTextContent('Order terpenuhi sebagian');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apa itu Partial Filled?' }));
    const explanation = await screen.findByRole('alertdialog', { name: 'Partial Filled' });
    expect(explanation).toHaveTextContent('baru terpenuhi sebagian');
    await userEvent.click(within(explanation).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog', { name: 'Partial Filled' })).not.toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Order Sukses' })).toBeInTheDocument();
  });

  it('does not offer it after a full fill', async () => {
    tradingServer({ 'POST /v2/igx/add_order': placed('fill') });
    renderWithProviders(<TradePage />);
    await reviewAndSubmit(await openTicket('DG1'));
    const dialog = await resultDialog('Order Sukses');
    expect(
      within(dialog).queryByRole('button', { name: 'Apa itu Partial Filled?' }),
    ).not.toBeInTheDocument();
  });

  it('treats a market order answered cancel as unmatched: Order Gagal, empty description', async () => {
    tradingServer({ 'POST /v2/igx/add_order': placed('cancel') });
    renderWithProviders(<TradePage />);
    await reviewAndSubmit(await openTicket('DG1'));
    const dialog = await resultDialog('Order Gagal');
    expect(dialog.querySelector('.order-result-description')?.textContent).toBe('');
    expect(screen.getByRole('dialog', { name: 'Tiket Order' })).toBeInTheDocument();
  });

  it.each<[string, Reply, string]>([
    [
      "the server's err_message",
      {
        status: 400,
        body: { status: 400, err_message: "You don't have enough available trade balance." },
      },
      "You don't have enough available trade balance.",
    ],
    ['a message', { status: 409, body: { status: 409, message: 'Book closed' } }, 'Book closed'],
    [
      "the first error's detail",
      { status: 422, body: { status: 422, errors: [{ detail: 'quantity is too large' }] } },
      'quantity is too large',
    ],
    ['nothing usable', { status: 500, body: null }, 'Please try again later'],
    ['no answer at all', 'offline', 'Please try again later'],
  ])('says Order Gagal with %s', async (_case, reply, description) => {
    tradingServer({ 'POST /v2/igx/add_order': reply });
    renderWithProviders(<TradePage />);
    await reviewAndSubmit(await openTicket('DG1'));
    const dialog = await resultDialog('Order Gagal');
    expect(dialog.querySelector('.order-result-description')?.textContent).toBe(description);
  });

  it("says ' Under maintenance ' for 497 on a limit order", async () => {
    tradingServer({
      'POST /v2/igx/add_order': { status: 503, body: { status: 497, err_message: 'maintenance' } },
    });
    renderWithProviders(<TradePage />);
    await reviewAndSubmit(await openTicket('DG1'), { limit: true });
    const dialog = await resultDialog('Order Gagal');
    expect(dialog.querySelector('.order-result-description')?.textContent).toBe(
      ' Under maintenance ',
    );
  });

  it('sends a limit order with its price, validity and the GTC expiry left to the server', async () => {
    const server = tradingServer({
      'POST /v2/igx/add_order': {
        body: {
          ...placed('submit').body,
          attributes: order().attributes,
          outcome: 'submit',
        },
      },
    });
    renderWithProviders(<TradePage />);
    await reviewAndSubmit(await openTicket('DG1'), { limit: true });
    const dialog = await resultDialog('Order Sukses');
    expect(dialog).toHaveTextContent('Order tercatat dan menunggu pasangan di bursa.');
    expect(server.callsTo('POST /v2/igx/add_order')[0]?.body).toMatchObject({
      order_type: 'limit',
      limit_price: '1192800.00',
      validity: 'GTC',
      expired_date: null,
      fx_buffer_idr: '59640.00',
    });
  });

  it('asks to confirm first and sends nothing when declined', async () => {
    const server = tradingServer({ 'POST /v2/igx/add_order': placed('fill') });
    renderWithProviders(<TradePage />);
    const ticket = await openTicket('DG1');
    await userEvent.click(within(ticket).getByRole('button', { name: 'Review Order' }));
    const review = await screen.findByRole('dialog', { name: 'Review Order' });
    await userEvent.click(within(review).getByRole('button', { name: 'SUBMIT ORDER' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Kirim order ini?' });
    expect(confirm).toHaveTextContent('BUY 1,0 lot DG1 · Rp 1.223.932,08');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Batal' }));
    expect(server.callsTo('POST /v2/igx/add_order')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Review Order' })).toBeInTheDocument();
  });
});
