/**
 * Price alert journey (issue 23 items 5 and 8): a client sets an alert just above DG1's last
 * trade price on the Price alerts page; another demo account's market buy (through the API,
 * against the market maker) trades over it; the client sees the toast, the bell's unread count
 * rise, the alert listed as fired, the notice in the bell's panel and in Help › NOTIFICATION,
 * and its e-mail in the development mailbox. The page is looked at 1440 and 390 pixels wide.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { lookAtWidths } from '../support/layout.ts';
import { DEMO_PASSWORD, signIn } from '../support/sign-in.ts';

const DG1 = 5;
const TRADER = 'client2@demo.emas.id';

/** Signs a demo account in through the API, as the web does; answers its bearer token. */
const apiToken = async (baseUrl: string, email: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/v2/user/auth`, {
    method: 'POST',
    // What the login form reports of where it signs in from.
    headers: {
      'content-type': 'application/json',
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
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { token: string }).token;
};

/** One lot of DG1 at market as the trader; answers the price per lot it traded at, in sen. */
const marketOrder = async (
  baseUrl: string,
  token: string,
  direction: 'buy' | 'sell',
): Promise<bigint> => {
  const response = await fetch(`${baseUrl}/v2/igx/add_order`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ contract_id: DG1, direction, quantity: '1', order_type: 'market' }),
  });
  const body = (await response.json()) as { attributes?: { averagePrice?: string | null } };
  const price = body.attributes?.averagePrice;
  assert.ok(price, `the ${direction} traded: ${JSON.stringify(body)}`);
  const [whole = '0', fraction = ''] = price.split('.');
  return BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
};

/** Sen as an Indonesian price the way a person types it: 1.192.800,01. */
const typedRupiah = (sen: bigint): string => {
  const whole = (sen / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${(sen % 100n).toString().padStart(2, '0')}`;
};

describe('price alert journey', () => {
  const journey = useJourney();

  it('fires an alert set just above the last price once a trade crosses it', async () => {
    const { url } = journey.server;
    const trader = await apiToken(url, TRADER);
    // A sale to the market maker's bid leaves the last price below its ask.
    const lastSen = await marketOrder(url, trader, 'sell');

    const page = await newPage(journey.browser);
    await signIn(page, url, 'client@demo.emas.id');
    const bell = page.getByRole('button', { name: 'Notifikasi', exact: true });
    await page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: 'Peringatan Harga' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Peringatan harga' }).waitFor();
    await page.getByText('Belum ada peringatan harga.').waitFor();

    await page.getByLabel('Kontrak').selectOption(String(DG1));
    await page.getByRole('radio', { name: 'Naik ke atau di atas' }).check();
    await page.getByLabel('Harga per lot (Rp)').fill(typedRupiah(lastSen + 1n));
    await page.getByRole('button', { name: 'Pasang peringatan' }).click();
    await page.getByRole('status').filter({ hasText: 'Peringatan dipasang' }).waitFor();
    const alert = page.getByRole('listitem').filter({ hasText: 'Menunggu' });
    await alert.getByText(`Di atas Rp ${typedRupiah(lastSen + 1n)}`).waitFor();
    assert.equal(await bell.getAttribute('aria-describedby'), null, 'nothing unread yet');
    await assertAccessible(page, 'price-alerts');
    await lookAtWidths(page, 'price-alerts');

    // The trader buys from the market maker's ask, above the last price: the alert fires.
    const crossingSen = await marketOrder(url, trader, 'buy');
    assert.ok(crossingSen > lastSen, 'the buy traded above the alert');
    const toasts = page.getByRole('status', { name: 'Notifikasi baru' });
    await toasts.getByText('Peringatan harga', { exact: true }).waitFor();
    await toasts.getByText(new RegExp(`naik ke Rp ${typedRupiah(lastSen + 1n)} per lot`)).waitFor();
    await page.getByRole('button', { name: 'Notifikasi', description: '1 belum dibaca' }).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: /Terpicu .+ pada Rp / })
      .waitFor();
    await screenshot(page, 'price-alert-toast-1440', { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'price-alert-toast-390', { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });

    await bell.click();
    const panel = page.getByRole('region', { name: 'Notifikasi' });
    await panel.getByRole('heading', { name: /Peringatan harga$/ }).waitFor();
    await assertAccessible(page, 'notification-panel');
    await screenshot(page, 'notification-panel', { fullPage: false });
    await panel.getByRole('link', { name: 'Lihat semua notifikasi' }).click();
    await page.getByRole('tab', { name: 'NOTIFICATION', selected: true }).waitFor();
    await page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: 'Peringatan harga' })
      .waitFor();

    const mailbox = await page.context().newPage();
    await mailbox.goto(`${url}/dev/mailbox`);
    await mailbox
      .getByRole('article')
      .filter({ hasText: 'client@demo.emas.id' })
      .filter({ hasText: 'Peringatan harga / Price alert' })
      .first()
      .waitFor();
    await page.context().close();
  });
});
