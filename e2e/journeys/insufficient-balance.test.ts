/**
 * Proves the insufficient-balance check of Review Order (spec 001 section 5, check 5): a buy
 * of 10 lots of DG100 (about Rp 1.2 billion) against the demo client's Rp 1 billion shows the
 * sheet "You don't have enough available trade balance." instead of the review, and no order
 * is sent: no order call, the balance unchanged, no open order.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { signIn } from '../support/sign-in.ts';
import {
  alertDialog,
  figure,
  openOrdersPanel,
  openTicket,
  readBalanceSen,
  reviewDialog,
  rupiahSen,
  setLots,
  watchOrderCalls,
} from '../support/trading.ts';

describe('insufficient balance journey', () => {
  const journey = useJourney();

  it('refuses a buy larger than the balance with the spec sheet and places nothing', async () => {
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'client@demo.emas.id');
    const orderCalls = watchOrderCalls(page);
    const balanceBeforeSen = await readBalanceSen(page);

    const ticket = await openTicket(page, 'DG100', 'buy');
    await setLots(ticket, 10);
    await ticket.getByText('1.000 g', { exact: true }).waitFor();
    const totalSen = rupiahSen(await figure(ticket, 'Estimasi pembayaran (IDR)'));
    assert.ok(totalSen > balanceBeforeSen, 'the order costs more than the balance');

    await ticket.getByRole('button', { name: 'Review Order' }).click();
    const sheet = alertDialog(page, 'Order belum dapat diproses');
    await sheet
      .getByText("You don't have enough available trade balance.", { exact: true })
      .waitFor();
    assert.equal(await reviewDialog(page).count(), 0, 'no review opens');
    await assertAccessible(page, 'insufficient-balance');
    await screenshot(page, 'insufficient-balance', { fullPage: false });

    await sheet.getByRole('button', { name: 'OK' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await ticket.getByRole('button', { name: 'Review Order' }).waitFor();
    assert.equal(orderCalls.count(), 0, 'no order was sent');
    assert.equal(await readBalanceSen(page), balanceBeforeSen, 'the balance is unchanged');
    await ticket.getByRole('button', { name: 'Tutup' }).click();
    await openOrdersPanel(page).getByText('Tidak ada order terbuka.').waitFor();
    await page.context().close();
  });
});
