import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { DEMO_PASSWORD, landingBanner, submitLogin } from '../support/sign-in.ts';

const EMAIL = 'client2@demo.emas.id';
const NEW_PASSWORD = 'Baru#2027emas';

/** Opens the development mailbox in its own tab and reads the newest OTP sent to `email`. */
const otpFromMailbox = async (page: Page, baseUrl: string, email: string): Promise<string> => {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${baseUrl}/dev/mailbox`);
  const newest = mailbox.getByRole('article').filter({ hasText: email }).first();
  await newest.waitFor();
  await assertAccessible(mailbox, 'recovery-mailbox');
  await screenshot(mailbox, 'recovery-mailbox');
  const code = /\b(\d{6})\b/.exec(await newest.innerText())?.[1];
  await mailbox.close();
  assert.ok(code, 'the mailbox shows a six-digit code');
  return code;
};

describe('password recovery journey', () => {
  const journey = useJourney();

  it('resets the password with the OTP from the mailbox and signs in with the new one', async () => {
    const page = await newPage(journey.browser);
    await page.goto(`${journey.server.url}/login`);
    await page.getByRole('button', { name: 'Lupa Password' }).click();
    await page.getByLabel('Email', { exact: true }).fill(EMAIL);
    await page.getByRole('button', { name: 'Kirim', exact: true }).click();
    await page.getByText('Kirim kembali kode dalam').waitFor();
    await assertAccessible(page, 'recovery-otp');
    await screenshot(page, 'recovery-otp');

    const code = await otpFromMailbox(page, journey.server.url, EMAIL);
    await page.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Lanjutkan' }).click();

    await page.getByLabel('Password baru', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Konfirmasi password baru').fill(NEW_PASSWORD);
    await assertAccessible(page, 'recovery-new-password');
    await screenshot(page, 'recovery-new-password');
    await page.getByRole('button', { name: 'SIMPAN PASSWORD' }).click();
    const saved = page.getByRole('alertdialog').filter({ hasText: 'Berhasil Disimpan' });
    await saved.getByText('Password baru berhasil dibuat dan disimpan').waitFor();
    await saved.getByRole('button').first().click();

    await page.getByRole('heading', { name: 'Masuk ke akun Anda' }).waitFor();
    await submitLogin(page, EMAIL, DEMO_PASSWORD);
    await page.getByText('ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT').waitFor();
    await submitLogin(page, EMAIL, NEW_PASSWORD);
    await landingBanner(page).waitFor();
    await page.context().close();
  });

  it('refuses a wrong code with the spec title', async () => {
    const page = await newPage(journey.browser);
    await page.goto(`${journey.server.url}/login`);
    await page.getByRole('button', { name: 'Lupa Password' }).click();
    await page.getByLabel('Email', { exact: true }).fill('client@demo.emas.id');
    await page.getByRole('button', { name: 'Kirim', exact: true }).click();
    const code = await otpFromMailbox(page, journey.server.url, 'client@demo.emas.id');
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.getByRole('alertdialog').filter({ hasText: 'Kode OTP Tidak Sesuai' }).waitFor();
    await assertAccessible(page, 'recovery-wrong-code');
    await screenshot(page, 'recovery-wrong-code');
    await page.context().close();
  });
});
