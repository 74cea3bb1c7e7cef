import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { WIDE, lookAtWidths } from '../support/layout.ts';
import { DEMO_PASSWORD, signIn } from '../support/sign-in.ts';

/*
 * A finance operator turns two-factor sign-in on in the console (the QR code and the key shown;
 * the test reads the key off the page and works out the code as an authenticator app would),
 * signs out, and signs in again with the password and a code; the menu then shows the finance
 * desks alone, the Credit desk with the client's waiting request counted. Screens are checked
 * at 1440 x 900 and 390 x 844.
 */

const EMAIL = 'finance@demo.emas.id';
const STEP_MS = 30_000;

/**
 * The app's code a step ahead: the set-up just used this step's code, and a code works once;
 * the server accepts a step either side.
 */
const nextCode = (secret: string): string =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + STEP_MS });

/** A client asks for a credit limit: an item waiting on the finance operator's Credit desk. */
const askForCredit = async (page: Page, baseUrl: string): Promise<void> => {
  await signIn(page, baseUrl, 'client@demo.emas.id');
  await page.goto(`${baseUrl}/transfer`);
  await page.getByRole('tab', { name: 'Credit' }).click();
  const tab = page.getByRole('region', { name: 'Kredit' });
  await tab.getByLabel('Batas kredit yang diajukan (Rp)').fill('5.000.000');
  await tab.getByLabel('Keperluan').fill('Modal membeli emas batangan');
  await tab.getByRole('button', { name: 'Ajukan' }).click();
  await page.getByRole('alertdialog').filter({ hasText: 'Pengajuan kredit terkirim' }).waitFor();
  await page.context().close();
};

const signInWithPassword = async (page: Page): Promise<void> => {
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
};

describe('operator two-factor sign-in journey', () => {
  const journey = useJourney();

  it('enrols with an authenticator app, then signs in with the password and a code', async () => {
    await askForCredit(await newPage(journey.browser), journey.server.url);
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await page.goto(`${journey.server.url}/operator`);
    await signInWithPassword(page);
    await page.getByText('Masuk sebagai Fajar Keuangan').waitFor();
    await page.getByRole('link', { name: 'Masuk dua langkah' }).click();
    await page.getByRole('button', { name: 'Mulai pengaturan' }).click();
    await page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }).waitFor();
    const secret = (await page.locator('.operator-secret').textContent()) ?? '';
    await assertAccessible(page, 'operator-totp-enrol');
    await lookAtWidths(page, 'operator-totp-enrol');
    const now = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await page.getByLabel('Kode dari aplikasi (6 digit)').fill(now);
    await page.getByRole('button', { name: 'Aktifkan' }).click();
    await page.getByRole('status').filter({ hasText: 'Masuk dua langkah aktif' }).waitFor();

    await page.getByRole('button', { name: 'Keluar' }).click();
    await signInWithPassword(page);
    const code = page.getByLabel('Kode autentikator (6 digit)');
    await code.waitFor();
    await lookAtWidths(page, 'operator-totp-sign-in');
    await code.fill(nextCode(secret));
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByText('Masuk sebagai Fajar Keuangan').waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu konsol' });
    await menu.getByRole('link', { name: 'Kredit 1 menunggu' }).click();
    await page.getByRole('table', { name: 'Kredit' }).getByText('Modal membeli emas').waitFor();
    const desks = await Promise.all(
      (await menu.getByRole('link').all()).map((link) => link.getAttribute('href')),
    );
    assert.deepEqual(desks, [
      '/operator/withdrawals',
      '/operator/approvals',
      '/operator/shipments',
      '/operator/deposits',
      '/operator/statement',
      '/operator/reconciliation',
      '/operator/credit',
    ]);
    await assertAccessible(page, 'operator-console-counts');
    await lookAtWidths(page, 'operator-console-counts');
    await page.context().close();
  });
});
