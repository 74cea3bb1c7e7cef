/**
 * Proves a market sell (spec 001 sections 2, 4 and 5): the tile's SELL opens the ticket on
 * SELL with the holdings; Review Order first waits the simulated 2 seconds for the market
 * price, shows the sell warning with its disclaimer, and keeps SUBMIT ORDER disabled until the
 * disclaimer is ticked; then 'Order Sukses' without a cashback banner, and the holding of the
 * contract is one lot less.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator } from 'playwright-core';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { signIn } from '../support/sign-in.ts';
import {
  alertDialog,
  description,
  figure,
  openTicket,
  reviewDialog,
  waitForFigure,
} from '../support/trading.ts';

const SIMULATED_WAIT_MS = 2_000;
/** The app's Indonesian words for the spec's sell warning (spec 001 section 2). */
const SELL_WARNING =
  'Dana hasil penjualan diselesaikan T+0 hingga paling lambat T+3 hari kerja. Transaksi dalam jumlah besar dapat mengantre dan dipasangkan sebagian melalui pemasangan multilateral. Jika belum terpasang penuh hingga T+3, pemasangan diselesaikan dengan intervensi penyedia likuiditas. Nilai penyelesaian sama dengan harga saat penjualan dan tidak berubah mengikuti pergerakan pasar sesudahnya.';

/** Opens the ticket's holdings section and waits until it shows the contract's holding. */
const expectHolding = async (ticket: Locator, code: string, lots: string) => {
  const toggle = ticket.getByRole('button', { name: /^Kepemilikan/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await waitForFigure(ticket, `Kepemilikan ${code}`, lots);
};

describe('market sell journey', () => {
  const journey = useJourney();

  it('sells 1 lot of DG1 at market after the wait and the ticked disclaimer', async () => {
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'client@demo.emas.id');

    const ticket = await openTicket(page, 'DG1', 'sell');
    const sell = ticket.getByRole('group', { name: 'Arah order' }).getByRole('button', {
      name: 'SELL',
    });
    assert.equal(await sell.getAttribute('aria-pressed'), 'true', 'the tile opened a sell');
    await expectHolding(ticket, 'DG1', '10,0 lot'); // the demo client holds 10 g of DG1
    await screenshot(page, 'trade-ticket-sell', { fullPage: false });

    await ticket.getByRole('button', { name: 'Review Order' }).click();
    const review = reviewDialog(page);
    await review.waitFor();
    const openedAt = Date.now();
    const submit = review.getByRole('button', { name: 'SUBMIT ORDER' });

    // The simulated wait: the price is being fetched, SUBMIT ORDER is disabled.
    await review.getByRole('status').filter({ hasText: 'Mengambil harga pasar…' }).waitFor();
    assert.ok(await submit.isDisabled(), 'no submit while the price loads');
    assert.equal(await figure(review, 'Arah order'), 'SELL');
    await review.getByRole('heading', { name: 'Pernyataan penjualan' }).waitFor();
    await review.getByText(SELL_WARNING, { exact: true }).waitFor();
    const disclaimer = review.getByRole('checkbox', {
      name: 'Saya telah membaca dan menyetujui ketentuan penjualan di atas.',
    });
    assert.equal(await disclaimer.isChecked(), false);

    // After the wait the countdown runs, and SUBMIT ORDER still waits for the disclaimer.
    await review.getByRole('progressbar', { name: 'Sisa waktu konfirmasi harga' }).waitFor();
    assert.ok(
      Date.now() - openedAt >= SIMULATED_WAIT_MS - 500,
      'the price came after the 2-second wait',
    );
    assert.ok(await submit.isDisabled(), 'no submit before the disclaimer is ticked');
    assert.equal(await description(submit), 'Centang pernyataan penjualan untuk mengirim order.');
    await screenshot(page, 'review-order-sell', { fullPage: false });

    await disclaimer.check();
    assert.ok(await submit.isEnabled(), 'the ticked disclaimer allows the submit');
    await screenshot(page, 'review-order-sell-disclaimer', { fullPage: false });
    await submit.click();
    await alertDialog(page, 'Kirim order ini?').getByRole('button', { name: 'Kirim' }).click();
    const success = alertDialog(page, 'Order Sukses');
    await success.getByText('SELL 1,0 lot DG1 telah dikirim.').waitFor();
    await success.getByText('Order terpenuhi seluruhnya.').waitFor();
    assert.equal(await success.getByRole('complementary').count(), 0, 'no cashback on a sell');
    await screenshot(page, 'order-success-sell', { fullPage: false });
    await success.getByRole('button', { name: 'OK' }).click();
    await success.waitFor({ state: 'hidden' });

    // The gold left the account: the holding is one lot less.
    const again = await openTicket(page, 'DG1', 'sell');
    await expectHolding(again, 'DG1', '9,0 lot');
    await waitForFigure(again, 'Tersedia untuk dijual', '9,0 lot');
    await page.context().close();
  });
});
