import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { WIDE, lookAtWidths } from '../support/layout.ts';
import { signInOperator } from '../support/operator.ts';
import { landingBanner, submitLogin } from '../support/sign-in.ts';

/*
 * News and promotion (spec 002 "News", spec 001 "Trade page"): an operator writes a domestic
 * news item in the console; a client sees the promotional landing banner after sign-in and
 * closes it, reads the trade page's gold news list, opens /news with its three cards (the
 * operator's item under Domestic Market, all without internet: the default feeds are served by
 * the product), and reads the operators' promo at /promo. Screens at 1440 x 900 and 390 x 844.
 */

const HEADLINE = 'Kontrak emas 1 kg kembali dibuka untuk order beli';

describe('news journey', () => {
  const journey = useJourney();

  it('publishes a domestic headline that clients read with the other feeds', async () => {
    const operator = await newPage(journey.browser);
    await operator.setViewportSize(WIDE);
    await signInOperator(operator, journey.server.url);
    await operator
      .getByRole('navigation', { name: 'Menu konsol' })
      .getByRole('link', { name: 'Berita domestik' })
      .click();
    await operator.getByLabel('Judul').fill(HEADLINE);
    await operator.getByLabel('Tautan (https://…)').fill('https://news.example.com/emas-1kg');
    await operator.getByLabel('Deskripsi').fill('Bursa membuka kembali kontrak 1 kg.');
    await operator.getByRole('button', { name: 'Tambah berita' }).click();
    await operator.getByRole('status').filter({ hasText: 'Berita ditambahkan.' }).waitFor();
    await operator.context().close();

    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    // Trade first: the login keeps it as the next page (a client's own landing is the portfolio).
    await page.goto(`${journey.server.url}/`);
    await page.waitForURL('**/login');
    await submitLogin(page, 'client2@demo.emas.id', 'Emas#2026');
    const banner = landingBanner(page);
    await banner.getByText('Promo cashback emas bulan ini').waitFor();
    await assertAccessible(page, 'trade-banner');
    await lookAtWidths(page, 'trade-banner');
    await page.setViewportSize(WIDE);
    await banner.getByRole('button', { name: 'Tutup banner promo' }).click();
    await banner.waitFor({ state: 'hidden' });
    const goldList = page.getByRole('region', { name: 'Berita emas' });
    await goldList.getByRole('link').first().waitFor();

    await page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: 'News', exact: true })
      .click();
    for (const card of ['Gold', 'Global Market', 'Domestic Market']) {
      await page.getByRole('region', { name: card }).getByRole('link').first().waitFor();
    }
    const domestic = page.getByRole('region', { name: 'Domestic Market' });
    const link = domestic.getByRole('link', { name: new RegExp(HEADLINE) });
    assert.equal(await link.getAttribute('href'), 'https://news.example.com/emas-1kg');
    assert.equal(await link.getAttribute('target'), '_blank');
    await assertAccessible(page, 'news');
    await lookAtWidths(page, 'news');

    await page.goto(`${journey.server.url}/promo`);
    await page
      .getByRole('heading', { name: 'Cashback Rp 1.000 untuk setiap Rp 100.000 pembelian emas' })
      .waitFor();
    await lookAtWidths(page, 'promo');
    await page.context().close();
  });
});
