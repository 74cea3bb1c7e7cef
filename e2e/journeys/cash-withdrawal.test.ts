import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { assertNoLayoutFaults } from '../support/layout.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * A client withdraws cash (spec 000, "Cash withdrawal"): from the Transfer page to BCA, with
 * the confirmation and 'Transfer success', and the movement in the last transactions; then by
 * BI-FAST on /withdrawal with the e-mail code and the SMS code read from the development
 * mailbox, 'Berhasil Diproses', and the withdrawal Diproses in Riwayat Withdrawal. Screens are
 * checked at 1440 x 900 and 390 x 844.
 */

const EMAIL = 'client@demo.emas.id';
const PHONE = '081200000001';
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

const codeFromMailbox = async (page: Page, baseUrl: string, to: string): Promise<string> => {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${baseUrl}/dev/mailbox`);
  const newest = mailbox.getByRole('article').filter({ hasText: to }).first();
  await newest.waitFor();
  const code = /\b(\d{6})\b/.exec(await newest.innerText())?.[1];
  await mailbox.close();
  assert.ok(code, `the mailbox shows a code for ${to}`);
  return code;
};

const lookAt = async (page: Page, name: string, fullPage = true): Promise<void> => {
  for (const [label, size] of [
    ['1440', WIDE],
    ['390', NARROW],
  ] as const) {
    await page.setViewportSize(size);
    if (fullPage) await assertNoLayoutFaults(page, `${name} at ${label}`);
    await screenshot(page, `${name}-${label}`, { fullPage });
  }
  await page.setViewportSize(WIDE);
};

const typeCode = async (page: Page, code: string): Promise<void> => {
  await page.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
};

describe('cash withdrawal journey', () => {
  const journey = useJourney();

  it('withdraws to BCA from the Transfer page and sees the movement', async () => {
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await signIn(page, journey.server.url, EMAIL);
    await page.goto(`${journey.server.url}/transfer`);
    await page.getByRole('tab', { name: 'Cash', selected: true }).waitFor();
    await page.getByText('1077').first().waitFor();
    await page
      .getByRole('table', { name: 'Riwayat saldo terakhir' })
      .getByRole('row')
      .nth(1)
      .waitFor();
    await assertAccessible(page, 'transfer-cash');
    await lookAt(page, 'transfer-cash');

    await page.getByLabel('Tujuan penarikan').selectOption({ label: 'BCA' });
    await page.getByLabel('Account Number').fill('5200000001');
    await page.getByLabel('Jumlah (IDR)').fill('150.000');
    await page.getByLabel('Jumlah (USD)').and(page.locator(':not([value=""])')).waitFor();
    await page.getByLabel('Deskripsi (opsional)').fill('Biaya sekolah');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const confirm = page
      .getByRole('alertdialog')
      .filter({ hasText: 'Are you sure want to withdraw?' });
    await confirm.getByText('Biaya bank mungkin dikenakan').waitFor();
    await lookAt(page, 'transfer-confirm', false);
    await confirm.getByRole('button', { name: 'Ya' }).click();
    const success = page.getByRole('alertdialog').filter({ hasText: 'Transfer success' });
    await success.waitFor();
    await success.getByRole('button').first().click();

    const last = page.getByRole('table', { name: 'Riwayat saldo terakhir' });
    await last.getByRole('row').filter({ hasText: 'Rp 150.000,00' }).first().waitFor();
    await page.getByRole('tab', { name: 'Credit' }).click();
    await page.getByText('Batas kredit', { exact: true }).waitFor();
    await lookAt(page, 'transfer-credit');
    await page.context().close();
  });

  it('withdraws by BI-FAST with the e-mail code, then the SMS code', async () => {
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await signIn(page, journey.server.url, EMAIL);
    await page.goto(`${journey.server.url}/withdrawal`);
    await page.getByText('52', { exact: false }).first().waitFor();
    await assertAccessible(page, 'withdrawal-form');
    await lookAt(page, 'withdrawal-form');

    await page.getByLabel('Jumlah penarikan (IDR)').fill('50.000');
    await page.getByRole('button', { name: 'Tarik dana' }).click();
    const confirm = page
      .getByRole('alertdialog')
      .filter({ hasText: 'Apakah Anda yakin ingin melakukan withdrawal Saldo RPED?' });
    await confirm.getByRole('button', { name: 'Ya' }).click();

    await page.getByRole('heading', { name: 'Kode OTP e-mail' }).waitFor();
    await assertAccessible(page, 'withdrawal-email-code');
    await lookAt(page, 'withdrawal-email-code');
    await typeCode(page, await codeFromMailbox(page, journey.server.url, EMAIL));

    await page.getByRole('heading', { name: 'Kode OTP SMS' }).waitFor();
    await typeCode(page, await codeFromMailbox(page, journey.server.url, PHONE));
    const done = page.getByRole('alertdialog').filter({ hasText: 'Berhasil Diproses' });
    await done.getByText('Tunggu hingga kami selesai memverifikasi').waitFor();
    await lookAt(page, 'withdrawal-done', false);
    await done.getByRole('button').first().click();

    await page.getByRole('link', { name: 'Riwayat Withdrawal' }).click();
    const rows = page.getByRole('row').filter({ hasText: 'Diproses' });
    await rows.filter({ hasText: 'BI-FAST' }).first().waitFor();
    await rows.filter({ hasText: 'RPED' }).first().waitFor();
    await assertAccessible(page, 'withdrawal-history');
    await lookAt(page, 'withdrawal-history');
    await page.getByRole('link', { name: 'Withdrawal', exact: true }).first().click();
    await page.getByRole('link', { name: 'Riwayat Deposit' }).click();
    await page.getByRole('row').filter({ hasText: 'Rp 1.000.000.000,00' }).first().waitFor();
    await lookAt(page, 'deposit-history');
    await page.context().close();
  });
});
