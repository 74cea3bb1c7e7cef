/**
 * Proves the settings in Chromium (spec 002 section 2): a client opens every tab (KELOLA
 * REKENING in development, TRADING, ACCOUNT, PAYMENT, FEES, TAX, PASSWORD) and sees its details,
 * '-' where one is missing; changes its password after the confirmation, gets 'Changed!' and
 * the notice e-mail in the development mailbox; signs out; the old password no longer signs in
 * and the new one does. An operator changes another client's address in the console's
 * account-details desk and that client sees it. The client creates an API key (the secret
 * shown once), a program signs a read with it, and the client revokes the key. No serious
 * accessibility fault; no sideways scroll at 1440 or 390.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { WIDE, lookAtWidths } from '../support/layout.ts';
import { actionDone, deskRow, openDesk, signInOperator } from '../support/operator.ts';
import { DEMO_PASSWORD, signOut, submitLogin } from '../support/sign-in.ts';

const EMAIL = 'client@demo.emas.id';
const NEW_PASSWORD = 'Emasku2027';

/** Signs in from the login page and waits for the signed-in shell's menu. */
const signInWith = async (page: Page, baseUrl: string, password: string) => {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, EMAIL, password);
  await page.getByRole('navigation', { name: 'Menu utama' }).waitFor();
};

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
};

/** Waits until the detail named `label` shows `value` (the read-only details are a dl). */
const waitForValue = async (page: Page, label: string, value: string) => {
  await page.waitForFunction(
    ([name, expected]) =>
      Array.from(document.querySelectorAll('dt')).some(
        (term) => term.textContent === name && term.nextElementSibling?.textContent === expected,
      ),
    [label, value] as const,
  );
};

/** A GET signed with an API key, as a trading program sends it. */
const signedGet = (baseUrl: string, key: { id: string; secret: string }, path: string) => {
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', key.secret).update(`GET${path}${timestamp}`).digest('hex');
  return fetch(`${baseUrl}${path}`, {
    headers: { 'X-Emas-Key': key.id, 'X-Emas-Timestamp': timestamp, 'X-Emas-Signature': signature },
  });
};

/** Creates an API key in its tab, signs a read with its once-shown secret, then revokes it. */
const createUseAndRevokeKey = async (page: Page, baseUrl: string) => {
  await openTab(page, 'API KEYS');
  await page.getByText('Belum ada kunci API.').waitFor();
  await page.getByLabel('Nama kunci').fill('Bot harian');
  await page.getByRole('checkbox', { name: /^Trading/ }).check();
  await page.getByLabel('Alamat IP yang diizinkan (opsional)').fill('127.0.0.1\n::1');
  await assertAccessible(page, 'settings-api-keys');
  await lookAtWidths(page, 'settings-api-keys');
  await page.getByRole('button', { name: 'BUAT KUNCI' }).click();
  const shown = page.getByRole('region', { name: 'Simpan rahasia kunci ini sekarang' });
  await shown.getByRole('heading').waitFor();
  const [id = '', secret = ''] = await shown.locator('code').allTextContents();
  assert.match(secret, /^es_/);
  await page.getByRole('listitem', { name: 'Bot harian' }).getByText('Baca, Trading').waitFor();
  await assertAccessible(page, 'settings-api-keys-secret');
  await lookAtWidths(page, 'settings-api-keys-secret');
  const read = await signedGet(baseUrl, { id, secret }, '/v2/igx/contract');
  assert.equal(read.status, 200);
  await shown.getByRole('button', { name: 'Sudah saya simpan' }).click();
  await page.getByText(secret).waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Cabut kunci Bot harian' }).click();
  await page
    .getByRole('alertdialog')
    .filter({ hasText: 'Cabut kunci "Bot harian"?' })
    .getByRole('button', { name: 'Cabut' })
    .click();
  await page.getByRole('alertdialog', { name: 'Kunci dicabut' }).getByRole('button').click();
  await page.getByText('Belum ada kunci API.').waitFor();
  const refused = await signedGet(baseUrl, { id, secret }, '/v2/igx/contract');
  assert.equal(refused.status, 401);
};

describe('settings journey', () => {
  const journey = useJourney();

  it('shows every tab, changes the password and signs in with the new one', async () => {
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await signInWith(page, journey.server.url, DEMO_PASSWORD);
    await page.goto(`${journey.server.url}/settings`);

    await page.getByRole('tab', { name: 'KELOLA REKENING', selected: true }).waitFor();
    await page.getByRole('link', { name: 'Tambah Rekening' }).waitFor();
    await assertAccessible(page, 'settings-kelola-rekening');
    await lookAtWidths(page, 'settings-kelola-rekening');

    await openTab(page, 'TRADING');
    await waitForValue(page, 'Nama belakang', 'Lestari');
    await waitForValue(page, 'Kode referal', 'REF0001');
    await assertAccessible(page, 'settings-trading');
    await lookAtWidths(page, 'settings-trading');

    await openTab(page, 'ACCOUNT');
    await waitForValue(page, 'HIN', 'PC00000001');
    await waitForValue(page, 'Kode pos', '12730');
    await waitForValue(page, 'Nama usaha', '-');
    await page
      .getByText('Please contact your brokerage firm to change your account details.')
      .waitFor();
    await assertAccessible(page, 'settings-account');
    await lookAtWidths(page, 'settings-account');

    await openTab(page, 'PAYMENT');
    await page.getByRole('heading', { name: 'Rekening komoditas (RPED)' }).waitFor();
    await assertAccessible(page, 'settings-payment');
    await lookAtWidths(page, 'settings-payment');

    await openTab(page, 'FEES');
    await page.getByRole('row', { name: /Zurich/ }).waitFor();
    await assertAccessible(page, 'settings-fees');
    await lookAtWidths(page, 'settings-fees');

    await openTab(page, 'TAX');
    await page.getByRole('row', { name: /11,00%/ }).waitFor();
    await assertAccessible(page, 'settings-tax');

    await createUseAndRevokeKey(page, journey.server.url);

    await openTab(page, 'PASSWORD');
    await page.getByLabel('Password lama', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Password baru', { exact: true }).fill('pendek1');
    await page.getByLabel('Ulangi password baru', { exact: true }).focus();
    await page
      .getByText('Password must be at least 8 characters and must contain at least 1 number.')
      .waitFor();
    await page.getByLabel('Password baru', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Ulangi password baru', { exact: true }).fill(NEW_PASSWORD);
    await assertAccessible(page, 'settings-password');
    await lookAtWidths(page, 'settings-password');
    await page.getByRole('button', { name: 'UBAH PASSWORD' }).click();
    const question = page
      .getByRole('alertdialog')
      .filter({ hasText: 'Are you sure want to change your password?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    const changed = page.getByRole('alertdialog', { name: 'Changed!' });
    await changed.getByText('Your password has been changed.').waitFor();
    await assertAccessible(page, 'settings-password-changed');
    await lookAtWidths(page, 'settings-password-changed', false);
    await changed.getByRole('button').click();

    const mailbox = await page.context().newPage();
    await mailbox.goto(`${journey.server.url}/dev/mailbox`);
    await mailbox
      .getByRole('article')
      .filter({ hasText: EMAIL })
      .filter({ hasText: 'Password Emas Anda telah diubah' })
      .first()
      .waitFor();
    await mailbox.close();

    await signOut(page);

    await submitLogin(page, EMAIL, DEMO_PASSWORD);
    await page.getByText('ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT').waitFor();
    await signInWith(page, journey.server.url, NEW_PASSWORD);
    await page.context().close();
  });
  it("lets an operator change a client's address, which the client then sees", async () => {
    const backOffice = await newPage(journey.browser);
    await backOffice.setViewportSize(WIDE);
    await signInOperator(backOffice, journey.server.url);
    const desk = await openDesk(backOffice, 'Data akun', 'Data akun');
    await backOffice.getByLabel('Cari HIN, e-mail atau nama').fill('PC00000002');
    await backOffice.getByRole('button', { name: 'Cari', exact: true }).click();
    const row = await deskRow(desk, 'PC00000002');
    await row.getByRole('button', { name: 'Ubah' }).click();
    const dialog = backOffice.getByRole('dialog', { name: 'Ubah data Dewi Anggraini' });
    await dialog.getByLabel('Kota/Kecamatan').fill('Bandung');
    await dialog.getByLabel('Kode pos').fill('40111');
    await assertAccessible(backOffice, 'operator-account-details-edit');
    await lookAtWidths(backOffice, 'operator-account-details-edit', false);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await actionDone(backOffice, 'Data Dewi Anggraini disimpan.');
    await lookAtWidths(backOffice, 'operator-account-details');
    await backOffice.context().close();

    const page = await newPage(journey.browser);
    await page.goto(`${journey.server.url}/login`);
    await submitLogin(page, 'client2@demo.emas.id', DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Menu utama' }).waitFor();
    await page.goto(`${journey.server.url}/settings?tab=account`);
    await waitForValue(page, 'Kota/Kecamatan', 'Bandung');
    await waitForValue(page, 'Kode pos', '40111');
    await page.context().close();
  });
});
