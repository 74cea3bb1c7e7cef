/**
 * Proves a market buy from a contract tile (spec 001 sections 2, 4 and 8): the tile opens the
 * ticket on BUY, Review Order shows the summary with the 10-second countdown, SUBMIT ORDER
 * before it ends asks for confirmation and ends in 'Order Sukses' with the cashback banner, and
 * the balance in the top bar goes down by what the order cost. Once the countdown has run out,
 * SUBMIT ORDER is disabled and nothing is sent.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { signIn } from '../support/sign-in.ts';
import {
  alertDialog,
  directionChoice,
  figure,
  openTicket,
  readBalanceSen,
  reviewDialog,
  rupiahSen,
  setLots,
  topBarBalance,
  waitForPrices,
  watchOrderCalls,
} from '../support/trading.ts';

const COUNTDOWN_SECONDS = 10;

describe('market buy journey', () => {
  const journey = useJourney();

  it('buys 2 lots of DG1 at market from its tile and pays for them', async () => {
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'client@demo.emas.id');
    const balanceBeforeSen = await readBalanceSen(page);
    const balanceBeforeText = await topBarBalance(page).innerText();

    await waitForPrices(page, 'DG1');
    await page.getByRole('img', { name: /^Grafik candlestick XAUIDRG/ }).waitFor();
    await screenshot(page, 'trade-page');
    const ticket = await openTicket(page, 'DG1', 'buy');
    await ticket.getByText('DG1 - Emas 1 gram Pool').waitFor();
    const buy = directionChoice(ticket, 'BUY');
    assert.equal(await buy.getAttribute('aria-checked'), 'true', 'the tile opened a buy');
    const market = ticket.getByRole('tab', { name: 'Market', exact: true });
    assert.equal(await market.getAttribute('aria-selected'), 'true', 'market is the default');
    await setLots(ticket, 2);
    await ticket.getByText('2,0 g', { exact: true }).waitFor();
    assert.equal(await figure(ticket, 'Total gram'), '2,0 g');
    await assertAccessible(page, 'trade-ticket-buy');
    await screenshot(page, 'trade-ticket-buy', { fullPage: false });

    await ticket.getByRole('button', { name: 'Review Order' }).click();
    const review = reviewDialog(page);
    await review.waitFor();
    assert.equal(await figure(review, 'Kontrak'), 'DG1 - Emas 1 gram Pool');
    assert.equal(await figure(review, 'Arah order'), 'BUY');
    assert.equal(await figure(review, 'Tipe order'), 'Market');
    assert.equal(await figure(review, 'Jumlah'), '2,0 lot');
    const estimateSen = rupiahSen(await figure(review, 'Estimasi pembayaran (IDR)'));

    // The countdown bar runs from 10 seconds; submit once it has visibly moved, well before 0.
    const bar = review.getByRole('progressbar', { name: 'Sisa waktu konfirmasi harga' });
    assert.equal(await bar.getAttribute('aria-valuemax'), String(COUNTDOWN_SECONDS));
    await page.waitForFunction(
      (element) => Number(element?.getAttribute('aria-valuenow')) < 10,
      await bar.elementHandle(),
    );
    await review.getByText(/^Harga berlaku \d+ detik lagi$/).waitFor();
    await assertAccessible(page, 'review-order-buy');
    await screenshot(page, 'review-order-buy', { fullPage: false });
    const submit = review.getByRole('button', { name: 'SUBMIT ORDER' });
    assert.ok(await submit.isEnabled(), 'SUBMIT ORDER is enabled while the countdown runs');
    await submit.click();

    const confirm = alertDialog(page, 'Kirim order ini?');
    await confirm.getByText(/^BUY 2,0 lot DG1 · Rp /).waitFor();
    await confirm.getByRole('button', { name: 'Kirim' }).click();

    const success = alertDialog(page, 'Order Sukses');
    await success.getByText('BUY 2,0 lot DG1 telah dikirim.').waitFor();
    await success.getByText('Order terpenuhi seluruhnya.').waitFor();
    await success
      .getByRole('complementary', { name: 'Cashback' })
      .getByText(
        'Cashback dikreditkan ke saldo RPED Anda saat transaksi terpenuhi atau terpenuhi sebagian. Informasinya dikirim melalui email.',
      )
      .waitFor();
    await assertAccessible(page, 'order-success-buy');
    await screenshot(page, 'order-success-buy', { fullPage: false });
    assert.equal(await review.count(), 0, 'the review closed');
    assert.equal(await ticket.count(), 0, 'the ticket closed');
    await success.getByRole('button', { name: 'OK' }).click();
    await success.waitFor({ state: 'hidden' });

    // The order filled against the market maker: the account balance went down by its cost.
    await topBarBalance(page)
      .filter({ hasText: /^Rp / })
      .filter({ hasNotText: balanceBeforeText })
      .waitFor();
    const spentSen = balanceBeforeSen - (await readBalanceSen(page));
    assert.ok(spentSen > 0n, 'the balance went down');
    assert.ok(spentSen <= estimateSen, 'by no more than the estimated payment');
    await page.context().close();
  });

  it('disables SUBMIT ORDER once the countdown has run out', async () => {
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'client2@demo.emas.id');
    const orderCalls = watchOrderCalls(page);
    const ticket = await openTicket(page, 'DG1', 'buy');
    await ticket.getByRole('button', { name: 'Review Order' }).click();
    const review = reviewDialog(page);

    // The product is timed: wait for its expired state, not for the clock.
    await review
      .getByRole('status')
      .filter({ hasText: 'Waktu konfirmasi habis. Tekan CHANGE untuk meninjau ulang harga.' })
      .waitFor();
    const submit = review.getByRole('button', { name: 'SUBMIT ORDER' });
    assert.ok(await submit.isDisabled(), 'SUBMIT ORDER is disabled after the countdown');
    const bar = review.getByRole('progressbar', { name: 'Sisa waktu konfirmasi harga' });
    assert.equal(await bar.getAttribute('aria-valuenow'), '0');
    await assertAccessible(page, 'review-order-expired');
    await screenshot(page, 'review-order-expired', { fullPage: false });

    await review.getByRole('button', { name: 'CHANGE' }).click();
    await review.waitFor({ state: 'hidden' });
    await ticket.getByRole('button', { name: 'Review Order' }).waitFor();
    assert.equal(orderCalls.count(), 0, 'no order was sent');
    await page.context().close();
  });
});
