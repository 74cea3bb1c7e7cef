/**
 * Proves bullion delivery in Chromium (spec 002, Bullion withdrawal and tracking): a client
 * opens /transfer, the Bullion tab, searches a pick-up location, picks a 100 g bar, counts the
 * charges, agrees to the disclaimer, submits, and finds the shipment 'On Process' in Track
 * Bullion with its detail's QR code; then the operator moves it through the console to
 * Delivered (the receipt number at hand-over) and the client's track list says so. No serious
 * accessibility fault; no sideways scroll at 1440 or 390 pixels wide.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { assertNoLayoutFaults } from '../support/layout.ts';
import { actionDone, deskRow, openDesk, signInOperator } from '../support/operator.ts';
import { signIn } from '../support/sign-in.ts';

describe('bullion delivery journey', () => {
  const journey = useJourney({ POSTAL_DELAY_MS: '50' });

  it('requests a bar by post and tracks it', async () => {
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'client@demo.emas.id');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${journey.server.url}/transfer`);
    await page.getByRole('tab', { name: 'Bullion', exact: true }).click();

    const search = page.getByLabel('Lokasi pengambilan');
    await search.fill('ba');
    await page.getByText('Ketik lebih dari 2 karakter untuk mencari.').waitFor();
    await search.fill('bandung');
    await page.getByRole('button', { name: /40111 Sumur Bandung/ }).click();
    await page.getByText(/Lokasi dipilih: 40111/).waitFor();

    await page.getByRole('button', { name: 'Tambah Emas 100 gram' }).click();
    await page.getByRole('button', { name: 'Count Total Charges' }).click();
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.waitFor();
    const total = page.locator('.bullion-charges-total dd');
    assert.match((await total.textContent()) ?? '', /^Rp \d{1,3}(\.\d{3})*,\d{2}$/);

    await page.getByRole('button', { name: 'Disclaimer' }).click();
    const disclaimer = page.getByRole('dialog', { name: 'Ketentuan pengiriman Pos' });
    await screenshot(page, 'bullion-disclaimer-1440', { fullPage: false });
    await disclaimer.getByRole('button', { name: 'Agree' }).click();
    await assertAccessible(page, 'bullion-form');
    await assertNoLayoutFaults(page, 'bullion form at 1440');
    await screenshot(page, 'bullion-form-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoLayoutFaults(page, 'bullion form at 390');
    await screenshot(page, 'bullion-form-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await submit.click();
    const success = page
      .getByRole('alertdialog')
      .filter({ hasText: 'Permintaan penarikan emas terkirim' });
    await success.waitFor();
    await success.getByRole('button').first().click();
    // A submitted request opens the track list by itself.
    await page.getByRole('tab', { name: 'Track Bullion', selected: true }).waitFor();

    const table = page.getByRole('table', { name: 'Pengiriman emas' });
    await table.getByRole('cell', { name: 'On Process' }).first().waitFor();
    await assertAccessible(page, 'bullion-track');
    await assertNoLayoutFaults(page, 'track list at 1440');
    await screenshot(page, 'bullion-track-1440');
    await table
      .getByRole('button', { name: /^DETAIL BLN/ })
      .first()
      .click();
    const detail = page.getByRole('dialog', { name: 'Detail pengiriman' });
    await detail.getByRole('img', { name: /Kode QR transaksi BLN/ }).waitFor();
    await screenshot(page, 'bullion-detail-1440', { fullPage: false });
    await detail.getByRole('button', { name: 'Riwayat' }).click();
    const history = page.getByRole('dialog', { name: 'Riwayat pengiriman' });
    await history.getByText('REQUEST RECEIVED', { exact: true }).waitFor();
    await screenshot(page, 'bullion-history-1440', { fullPage: false });
    await history.getByRole('button', { name: 'Tutup' }).first().click();
    await detail.getByRole('button', { name: 'Tutup' }).first().click();
    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoLayoutFaults(page, 'track list at 390');
    await screenshot(page, 'bullion-track-390');

    const transactionId = (
      (await table
        .getByRole('button', { name: /^DETAIL BLN/ })
        .first()
        .getAttribute('aria-label')) ?? ''
    ).replace('DETAIL ', '');
    await deliverByOperator(transactionId);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.reload();
    await page.getByRole('tab', { name: 'Track Bullion', selected: true }).waitFor();
    const delivered = page
      .getByRole('table', { name: 'Pengiriman emas' })
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `DETAIL ${transactionId}` }) });
    await delivered.getByRole('cell', { name: 'Delivered' }).waitFor();
    await delivered.getByRole('cell', { name: 'P2611250001' }).waitFor();
    await screenshot(page, 'bullion-delivered-1440');
    await page.context().close();
  });

  /** The operator moves the shipment through every status, with the receipt number at 005. */
  const deliverByOperator = async (transactionId: string) => {
    const page = await newPage(journey.browser);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInOperator(page, journey.server.url);
    const desk = await openDesk(page, 'Pengiriman emas', 'Pengiriman emas');
    for (let step = 2; step <= 9; step += 1) {
      const row = await deskRow(desk, transactionId);
      await row.getByRole('button', { name: 'Status berikutnya' }).click();
      if (step === 5) {
        const dialog = page.getByRole('dialog', { name: `Kirim ${transactionId}: nomor resi pos` });
        await dialog.getByLabel('Nomor resi').fill('P2611250001');
        await dialog.getByRole('button', { name: 'Konfirmasi' }).click();
      }
      await actionDone(page, `Pengiriman ${transactionId} maju ke status berikutnya.`);
      if (step === 5) await screenshot(page, 'operator-shipments-1440');
    }
    await page.context().close();
  };
});
