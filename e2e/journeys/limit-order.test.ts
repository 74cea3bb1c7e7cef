/**
 * Proves the life of a resting limit order (spec 001 sections 2, 4, 5 and 8): a limit buy of
 * DG1 well below the market rests and shows in the open-orders panel; its row opens the order
 * detail with the spec's fields; Edit changes quantity and price after 'Are you sure want to
 * edit this order?' YES and 'Your order has been updated', and the panel and the detail show
 * the new figures; Kill asks 'Are you sure you wish to remove this order?' / "You won't be able
 * to revert this!", answers 'Deleted! Your order has been deleted.' and the order leaves the
 * panel.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { signIn } from '../support/sign-in.ts';
import {
  alertDialog,
  figure,
  openOrdersPanel,
  openTicket,
  reviewDialog,
  rupiahSen,
  setLots,
} from '../support/trading.ts';

/** Whole rupiah grouped as Indonesian writes and types them: "1.134.000". */
const grouped = (rupiah: bigint) => rupiah.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Rupiah per lot as the app writes it: "Rp 1.134.000,00". */
const rupiahText = (rupiah: bigint) => `Rp ${grouped(rupiah)},00`;

/** A whole-rupiah price this far below the market, so the order rests on the book. */
const below = (marketSen: bigint, percent: bigint) => (marketSen * (100n - percent)) / 10_000n;

const detailDialog = (page: Page) => page.getByRole('dialog', { name: 'Detail Order' });

const orderRow = (page: Page, lots: string, priceRupiah: bigint) =>
  openOrdersPanel(page).getByRole('button', {
    name: `BUY DG1 ${rupiahText(priceRupiah)} ${lots} / ${lots} lot Until Cancel (buka detail order)`,
    exact: true,
  });

describe('limit order journey', () => {
  const journey = useJourney();

  it('places a resting limit buy, edits its quantity and price, then kills it', async () => {
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'client@demo.emas.id');
    await openOrdersPanel(page).getByText('Tidak ada order terbuka.').waitFor();

    // Place: Limit fills in the market price; the user types one 5% below it, the Indonesian
    // way, and reads it back under the field.
    const ticket = await openTicket(page, 'DG1', 'buy');
    await ticket.getByRole('tab', { name: 'Limit', exact: true }).click();
    const priceField = ticket.getByRole('textbox', { name: 'Harga limit (Rp per lot)' });
    await ticket.getByText(/^Harga pasar saat ini: Rp /).waitFor();
    const marketSen = rupiahSen(`Rp ${await priceField.inputValue()}`);
    assert.ok(marketSen > 0n, 'the limit price starts at the market price');
    const placedRupiah = below(marketSen, 5n);
    await priceField.fill(grouped(placedRupiah));
    await ticket.getByText(`= ${rupiahText(placedRupiah)}`, { exact: true }).waitFor();
    await ticket.getByText('Until Cancel', { exact: true }).waitFor();
    assert.ok(await ticket.getByRole('radio', { name: 'Until Cancel' }).isChecked());
    await assertAccessible(page, 'trade-ticket-limit');
    await screenshot(page, 'trade-ticket-limit', { fullPage: false });

    await ticket.getByRole('button', { name: 'Review Order' }).click();
    const review = reviewDialog(page);
    assert.equal(await figure(review, 'Tipe order'), 'Limit');
    assert.equal(await figure(review, 'Harga'), rupiahText(placedRupiah));
    assert.equal(await figure(review, 'Masa berlaku'), 'Until Cancel');
    assert.equal(
      await review.getByRole('progressbar').count(),
      0,
      'a limit order has no countdown',
    );
    await review.getByRole('button', { name: 'SUBMIT ORDER' }).click();
    await alertDialog(page, 'Kirim order ini?').getByRole('button', { name: 'Kirim' }).click();
    const success = alertDialog(page, 'Order Sukses');
    await success.getByText('Order tercatat dan menunggu pasangan di bursa.').waitFor();
    await success.getByRole('button', { name: 'OK' }).click();

    // It rests: the panel lists it, and its detail shows the spec's fields.
    await orderRow(page, '1,0', placedRupiah).click();
    const detail = detailDialog(page);
    await detail.getByRole('term').first().waitFor();
    const expected: [label: string, value: string | RegExp][] = [
      ['Kontrak', 'DG1 - Emas 1 gram Pool'],
      ['Arah', 'BUY'],
      ['Tipe order', 'Limit'],
      ['Masa berlaku', 'Until Cancel'],
      ['Tanggal kedaluwarsa', /\d/],
      ['Jumlah (lot)', '1,0'],
      ['Sisa (lot)', '1,0'],
      ['Harga limit', rupiahText(placedRupiah)],
      ['Kurs (IDR per USD)', /^[\d.]+,\d{2}$/],
      ['Fee', /^Rp [\d.]+,\d{2}$/],
      ['Pajak', /^Rp [\d.]+,\d{2}$/],
      ['FX buffer (IDR)', /^Rp [\d.]+,\d{2}$/],
      ['Pembayaran (IDR)', /^Rp [\d.]+,\d{2}$/],
      ['Pembayaran (USD)', /^\$[\d.]+,\d+$/],
      ['Status', 'Terbuka'],
    ];
    for (const [label, value] of expected) {
      const shown = await figure(detail, label);
      if (typeof value === 'string') assert.equal(shown, value, label);
      else assert.match(shown, value, label);
    }
    const paymentBeforeSen = rupiahSen(await figure(detail, 'Pembayaran (IDR)'));
    await assertAccessible(page, 'order-detail');
    await screenshot(page, 'order-detail', { fullPage: false });

    // Edit: 2 lots at a price 6% below the market.
    await detail.getByRole('button', { name: 'Ubah' }).click();
    const form = page.getByRole('form', { name: 'Ubah Order' });
    await form
      .getByText(/^Perubahan harga atau penambahan jumlah dapat membatalkan order limit/)
      .waitFor();
    const editedRupiah = below(marketSen, 6n);
    await setLots(form, 2);
    await form
      .getByRole('textbox', { name: 'Harga limit (Rp per lot)' })
      .fill(String(editedRupiah));
    await form.getByText(`= ${rupiahText(editedRupiah)}`, { exact: true }).waitFor();
    await assertAccessible(page, 'order-edit');
    await screenshot(page, 'order-edit', { fullPage: false });
    await form.getByRole('button', { name: 'Simpan perubahan' }).click();
    const question = alertDialog(page, 'Are you sure want to edit this order?');
    await question.getByRole('button', { name: 'YES' }).click();
    const updated = alertDialog(page, 'Your order has been updated');
    await updated.getByText(/^Cashback dikreditkan ke saldo RPED Anda/).waitFor();
    await updated.getByRole('button', { name: 'Tutup' }).click();
    await detail.waitFor({ state: 'hidden' });

    await orderRow(page, '2,0', editedRupiah).click();
    await detail.getByRole('term').first().waitFor();
    assert.equal(await figure(detail, 'Jumlah (lot)'), '2,0');
    assert.equal(await figure(detail, 'Sisa (lot)'), '2,0');
    assert.equal(await figure(detail, 'Harga limit'), rupiahText(editedRupiah));
    assert.equal(await figure(detail, 'Status'), 'Terbuka');
    const paymentAfterSen = rupiahSen(await figure(detail, 'Pembayaran (IDR)'));
    assert.ok(paymentAfterSen > paymentBeforeSen, 'two lots cost more than one');
    assert.equal(await orderRow(page, '1,0', placedRupiah).count(), 0, 'the old figures are gone');

    // Kill.
    await detail.getByRole('button', { name: 'Hapus order' }).click();
    const remove = alertDialog(page, 'Are you sure you wish to remove this order?');
    await remove.getByText("You won't be able to revert this!", { exact: true }).waitFor();
    await assertAccessible(page, 'order-kill-question');
    await screenshot(page, 'order-kill-question', { fullPage: false });
    await remove.getByRole('button', { name: 'Ya' }).click();
    const deleted = alertDialog(page, 'Deleted!');
    await deleted.getByText('Your order has been deleted.', { exact: true }).waitFor();
    await deleted.getByRole('button', { name: 'Tutup' }).click();
    await detail.waitFor({ state: 'hidden' });
    await openOrdersPanel(page).getByText('Tidak ada order terbuka.').waitFor();
    assert.equal(await orderRow(page, '2,0', editedRupiah).count(), 0, 'the order left the panel');
    await page.context().close();
  });
});
