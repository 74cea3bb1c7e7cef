/**
 * Proves the trading screen (issue 23): at 1440 × 900 the chart, the order book, the latest
 * trades and the ticket show together without scrolling; the chart switches to 5-minute candles
 * and to a week's range; a buy by rupiah shows the lots it places and what is left over before
 * review, is placed in lots, and its fill is then marked on the chart and listed in words. On a
 * phone the four parts are tabs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { NARROW, WIDE, lookAtWidths } from '../support/layout.ts';
import { signIn } from '../support/sign-in.ts';
import { alertDialog, figure, reviewDialog, waitForPrices } from '../support/trading.ts';

/** The part is wholly inside the window as it stands: seen without scrolling. */
const assertInWindow = async (part: Locator, name: string) => {
  const box = await part.boundingBox();
  assert.ok(box !== null, `${name} is shown`);
  assert.ok(
    box.y >= 0 && box.y + box.height <= WIDE.height,
    `${name} fits the window: ${box.y}+${box.height}`,
  );
};

const chartImage = (page: Page, pattern: RegExp) => page.getByRole('img', { name: pattern });

describe('trading screen journey', () => {
  const journey = useJourney();

  it('shows the four parts together, switches timeframes, buys by rupiah and marks the fill', async () => {
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await signIn(page, journey.server.url, 'client@demo.emas.id');
    await waitForPrices(page, 'DG1');

    // One contract on screen: its trades on the chart, its book, its trades and its ticket.
    await page
      .getByRole('radiogroup', { name: 'Kontrak di layar' })
      .getByRole('radio', { name: /^DG1 / })
      .click();
    const chart = page.getByRole('region', { name: /^Grafik Emas/ });
    const book = page.getByRole('region', { name: 'Order book DG1' });
    const trades = page.getByRole('region', { name: 'Transaksi terakhir DG1' });
    const ticket = page.getByRole('region', { name: 'Tiket Order' });
    await book.getByRole('table').waitFor();
    await ticket.getByText('DG1 - Emas 1 gram Pool').waitFor();
    for (const [part, name] of [
      [chart, 'chart'],
      [book, 'order book'],
      [trades, 'trades'],
      [ticket, 'ticket'],
    ] as const) {
      await assertInWindow(part, name);
    }

    // Timeframes: 5-minute candles, then a week's range.
    await chart.getByRole('button', { name: /^5m,/ }).click();
    await chartImage(page, /DG1, interval 5 menit/)
      .or(chart.getByText(/Belum ada transaksi DG1/))
      .waitFor();
    assert.equal(
      await chart.getByRole('button', { name: /^5m,/ }).getAttribute('aria-pressed'),
      'true',
    );
    await chart.getByRole('button', { name: /^1W,/ }).click();
    assert.equal(
      await chart.getByRole('button', { name: /^1W,/ }).getAttribute('aria-pressed'),
      'true',
    );
    assert.equal(
      await chart.getByRole('button', { name: /^5m,/ }).getAttribute('aria-pressed'),
      'false',
    );

    // A buy by rupiah: the lots it places and what is left over, before review.
    await ticket.getByRole('radio', { name: 'Rupiah' }).click();
    await ticket.getByRole('textbox', { name: 'Nilai order (Rp)' }).fill('5.000.000');
    const sizing = ticket.getByRole('status').filter({ hasText: /^Dipasang: / });
    await sizing.filter({ hasText: / · Sisa: Rp [\d.]+,\d{2} tidak terpakai$/ }).waitFor();
    const lots = /^Dipasang: (\d+,\d) lot/.exec(await sizing.innerText())?.[1];
    assert.ok(lots !== undefined && lots !== '0,0', `places whole steps: ${lots}`);
    assert.equal(await figure(ticket, 'Total gram'), `${lots} g`);
    await assertAccessible(page, 'trading-screen');

    await ticket.getByRole('button', { name: 'Review Order' }).click();
    const review = reviewDialog(page);
    assert.equal(await figure(review, 'Jumlah'), `${lots} lot`);
    await review.getByRole('button', { name: 'SUBMIT ORDER' }).click();
    await alertDialog(page, 'Kirim order ini?').getByRole('button', { name: 'Kirim' }).click();
    const success = alertDialog(page, 'Order Sukses');
    await success.getByRole('button', { name: 'OK' }).click();
    await success.waitFor({ state: 'hidden' });

    // The fill on the chart: a marker, and in words under it.
    const fills = chart.getByRole('region', { name: /^Transaksi Anda di grafik/ });
    await fills.getByText(new RegExp(`^BUY ${lots} lot · `)).waitFor();
    await chartImage(page, /^Grafik candlestick DG1, rentang 1 minggu/).waitFor();
    await lookAtWidths(page, 'trading-screen', false);

    // A phone: the four parts are tabs, each opening its panel.
    await page.setViewportSize(NARROW);
    const tabs = page.getByRole('tablist', { name: 'Bagian layar trading' });
    await tabs.getByRole('tab', { name: 'Order book' }).click();
    await page
      .getByRole('tabpanel', { name: 'Order book' })
      .getByRole('region', { name: 'Order book DG1' })
      .waitFor();
    assert.equal(await chart.isVisible(), false, 'the chart waits behind its tab');
    await tabs.getByRole('tab', { name: 'Order book' }).press('ArrowRight');
    assert.equal(
      await tabs.getByRole('tab', { name: 'Transaksi' }).getAttribute('aria-selected'),
      'true',
    );
    await tabs.getByRole('tab', { name: 'Tiket' }).click();
    await page
      .getByRole('region', { name: 'Tiket Order' })
      .getByRole('button', { name: 'Review Order' })
      .waitFor();
    await assertAccessible(page, 'trading-screen-phone');
    await page.context().close();
  });
});
