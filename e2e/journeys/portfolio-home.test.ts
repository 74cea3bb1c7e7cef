/**
 * Proves the portfolio home (issue 23) in a real browser: a client's sign-in lands on
 * /portfolio, which (after a market buy sent through the API) shows the gold's value, a contract's unrealised P&L, the last fills and the
 * value chart, whose range switches from a month to a year; the page holds its layout at 1440
 * and 390 px and passes axe; with USD chosen in the top bar, its figures turn to dollars and
 * the page says at which rate.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { lookAtWidths } from '../support/layout.ts';
import { DEMO_PASSWORD, landingBanner, submitLogin } from '../support/sign-in.ts';
import { buyOneLotAtMarket } from '../support/trading.ts';

const DG1 = 5;

describe('portfolio home journey', () => {
  const journey = useJourney();

  it('lands a client on the portfolio, charts a year and turns to dollars', async () => {
    const page = await newPage(journey.browser);
    await page.goto(`${journey.server.url}/login`);
    await submitLogin(page, 'client@demo.emas.id', DEMO_PASSWORD);
    await page.waitForURL('**/portfolio');
    await landingBanner(page).getByRole('button', { name: 'Tutup banner promo' }).click();
    await page.getByRole('heading', { name: 'Portofolio', level: 1 }).waitFor();
    // A fill to list: one lot bought through the API, then the page read again.
    await buyOneLotAtMarket(page, DG1);
    await page.reload();

    const summary = page.getByRole('region', { name: 'Ringkasan portofolio' });
    const goldValue = summary.locator('dt:has-text("Nilai emas") + dd');
    assert.match(await goldValue.innerText(), /^Rp [1-9][\d.]*,\d\d$/);
    const dg1 = page.getByRole('article', { name: 'DG1 - Emas 1 gram Pool' });
    const pnl = dg1.locator('dt:has-text("P&L belum terealisasi") + dd');
    assert.match(await pnl.innerText(), /^[+-]?Rp [\d.]+,\d\d \([+-]?[\d.]+,\d\d%\)$/);
    const fills = page.getByRole('region', { name: 'Transaksi terakhir' });
    await fills
      .getByRole('link', { name: /^Lihat order / })
      .first()
      .waitFor();

    const chart = page.getByRole('region', { name: 'Nilai portofolio' });
    await chart.getByRole('img', { name: /^Nilai portofolio 1 bulan, dari Rp / }).waitFor();
    await chart.getByRole('radio', { name: /^1Y/ }).click();
    await chart.getByRole('img', { name: /^Nilai portofolio 1 tahun, dari Rp / }).waitFor();
    await chart.getByText(/^Perubahan 1 tahun: [+-]?Rp /).waitFor();
    await assertAccessible(page, 'portfolio-home');
    await lookAtWidths(page, 'portfolio-home');

    await page
      .getByRole('banner')
      .getByRole('radiogroup', { name: 'Mata uang' })
      .getByRole('radio', { name: 'USD' })
      .click();
    await summary
      .locator('dt:has-text("Nilai emas") + dd')
      .getByText(/^\$[1-9]/)
      .waitFor();
    assert.match(await pnl.innerText(), /^[+-]?\$[\d.]+,\d\d \(/);
    await page.getByText(/dikonversi dengan kurs Rp [\d.]+ per US\$/).waitFor();
    await chart.getByRole('img', { name: /^Nilai portofolio 1 tahun, dari \$/ }).waitFor();
    await screenshot(page, 'portfolio-home-usd', { fullPage: false });
    await page.context().close();
  });
});
