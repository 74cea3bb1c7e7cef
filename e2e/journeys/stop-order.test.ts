/**
 * Proves a stop order's life (issue 23 item 9): with the last trade at Rp 1.200.000, the
 * client places a stop buy of DG1 just above it from the ticket's Stop tab (the field reads the
 * last price it fires on), reviews the stop price, and sees the order in the open-orders panel
 * waiting for its trigger; another account's trade at Rp 1.202.000 reaches it, the engine fires
 * it into the book and it fills, and the panel empties. The market maker is off, so every
 * price on the book is the journey's own.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { lookAtWidths } from '../support/layout.ts';
import { DEMO_PASSWORD, signIn } from '../support/sign-in.ts';
import {
  addOrderInPage,
  alertDialog,
  figure,
  openOrdersPanel,
  quoteButton,
  reviewDialog,
  ticketDialog,
} from '../support/trading.ts';

const DG1 = 5;
const LAST = '1200000';
const CROSSING = '1202000';
const ASK = '1205000';

const limitOrder = (direction: 'buy' | 'sell', price: string) => ({
  contract_id: DG1,
  direction,
  quantity: '1',
  order_type: 'limit',
  limit_price: price,
  validity: 'GTC',
});

/** Another demo account, through the API as any client program would call it. */
const apiAccount = async (baseUrl: string, email: string) => {
  const signedIn = await fetch(`${baseUrl}/v2/user/auth`, {
    method: 'POST',
    // Where the sign-in comes from, as the login form reports it.
    headers: {
      'Content-Type': 'application/json',
      Latitude: '-6.2',
      Longitude: '106.8',
      City: 'Jakarta',
      Region: 'Jakarta',
      Country: 'ID',
      'IP-Address': '203.0.113.7',
    },
    body: JSON.stringify({
      email,
      password: createHash('sha256').update(DEMO_PASSWORD).digest('hex'),
      app_name: 'metalgo',
      clientCaptchaKey: '',
    }),
  });
  assert.equal(signedIn.status, 200, await signedIn.clone().text());
  const { token } = (await signedIn.json()) as { token: string };
  return async (body: object): Promise<string> => {
    const response = await fetch(`${baseUrl}/v2/igx/add_order`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    assert.equal(response.status, 200, await response.clone().text());
    return ((await response.json()) as { attributes: { status: string } }).attributes.status;
  };
};

/** One of the signed-in client's orders as the API shows it. */
const orderInPage = (page: Page, orderId: string) =>
  page.evaluate(async (id) => {
    const response = await fetch(`/v2/igx/order/detail?order_id=${id}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('emas.token')}`,
      },
      body: '{}',
    });
    return ((await response.json()) as { body: { attributes: Record<string, unknown> } }).body
      .attributes;
  }, orderId);

describe('stop order journey', () => {
  const journey = useJourney({ MARKET_MAKER: 'off' });

  it('places a stop buy above the last price, sees it wait, and sees a trade fire and fill it', async () => {
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'client@demo.emas.id');
    const client2 = await apiAccount(journey.server.url, 'client2@demo.emas.id');
    // The last trade, and an ask for the stop to buy once it fires.
    assert.equal(await client2(limitOrder('sell', LAST)), 'submit');
    assert.equal((await addOrderInPage(page, limitOrder('buy', LAST))).orderStatus, 'fill');
    assert.equal(await client2(limitOrder('sell', ASK)), 'submit');

    await quoteButton(page, 'DG1', 'buy', true).press('Enter');
    const ticket = ticketDialog(page);
    await ticket.getByRole('tab', { name: 'Stop', exact: true }).click();
    const stopField = ticket.getByRole('textbox', { name: 'Harga stop (Rp per lot)' });
    await ticket.getByText(/^Harga transaksi terakhir: Rp 1\.200\.000,00\. Terpicu saat/).waitFor();
    await stopField.fill('1.201.000');
    await ticket.getByText('= Rp 1.201.000,00', { exact: true }).waitFor();
    assert.equal(await figure(ticket, 'Harga kontrak'), 'Rp 1.201.000,00');
    await assertAccessible(page, 'trade-ticket-stop');
    await screenshot(page, 'trade-ticket-stop', { fullPage: false });

    await ticket.getByRole('button', { name: 'Review Order' }).click();
    const review = reviewDialog(page);
    assert.equal(await figure(review, 'Tipe order'), 'Stop');
    assert.equal(await figure(review, 'Harga stop'), 'Rp 1.201.000,00');
    await review.getByText(/ditahan sejak sekarang sampai order terpicu/).waitFor();
    assert.equal(await review.getByRole('progressbar').count(), 0, 'a stop has no countdown');
    await screenshot(page, 'review-order-stop', { fullPage: false });
    await review.getByRole('button', { name: 'SUBMIT ORDER' }).click();
    await alertDialog(page, 'Kirim order ini?').getByRole('button', { name: 'Kirim' }).click();
    const success = alertDialog(page, 'Order Sukses');
    await success.getByText('Order stop tercatat dan menunggu pemicunya.').waitFor();
    await success.getByRole('button', { name: 'OK' }).click();

    const waiting = openOrdersPanel(page).getByRole('button', {
      name: 'BUY DG1 Rp 1.201.000,00 Stop · menunggu pemicu 1,0 / 1,0 lot Until Cancel (buka detail order)',
      exact: true,
    });
    await waiting.waitFor();
    await assertAccessible(page, 'open-orders-stop-waiting');
    await lookAtWidths(page, 'stop-order-waiting');
    await waiting.click();
    const detail = page.getByRole('dialog', { name: 'Detail Order' });
    assert.equal(await figure(detail, 'Status'), 'Menunggu pemicu');
    const orderId = await page.evaluate(async () => {
      const response = await fetch('/v2/igx/orders?status=submit&order_type=stop', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('emas.token')}`,
        },
        body: '{}',
      });
      return ((await response.json()) as { data: { body: { id: string }[] } }).data.body[0]?.id;
    });
    assert.ok(orderId, 'the stop is listed');
    await detail.getByRole('button', { name: 'Tutup' }).click();

    // Another account's trade at Rp 1.202.000 reaches the stop: it fires and buys the ask.
    assert.equal((await addOrderInPage(page, limitOrder('sell', CROSSING))).orderStatus, 'submit');
    assert.equal(await client2(limitOrder('buy', CROSSING)), 'fill');
    await openOrdersPanel(page).getByText('Tidak ada order terbuka.').waitFor();
    const filled = await orderInPage(page, orderId);
    assert.equal(filled.status, 'fill');
    assert.equal(filled.stopStatus, 'triggered');
    assert.equal(filled.averagePrice, '1205000.00');
    await page.context().close();
  });
});
