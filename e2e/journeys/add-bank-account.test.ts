import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { assertNoLayoutFaults } from '../support/layout.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * A client adds a withdrawal bank account (spec 000, add-bank-account flow): a BRI number of
 * theirs the simulated bank knows, their identity (the demo KTP and mother's name), a selfie
 * from a file, the e-mail code and the SMS code read from the development mailbox, and sees the
 * account 'Diproses' in Kelola Rekening. Screens are checked at 1440 x 900 and 390 x 844.
 */

const EMAIL = 'client@demo.emas.id';
const PHONE = '081200000001';
const SELFIE = resolve(import.meta.dirname, '..', 'fixtures', 'selfie.jpg');
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

/** The newest six-digit code the mailbox shows for `to`, read in a tab of its own. */
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

/** Checks the layout at both widths, with a screenshot of each. */
const lookAt = async (page: Page, name: string): Promise<void> => {
  for (const [label, size] of [
    ['1440', WIDE],
    ['390', NARROW],
  ] as const) {
    await page.setViewportSize(size);
    await assertNoLayoutFaults(page, `${name} at ${label}`);
    await screenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(WIDE);
};

const typeCode = async (page: Page, code: string): Promise<void> => {
  await page.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
};

describe('add bank account journey', () => {
  const journey = useJourney({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'emas-e2e-uploads-')) });

  it('adds a BRI account with a selfie and both codes, then sees it Diproses', async () => {
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await signIn(page, journey.server.url, EMAIL);
    await page.goto(`${journey.server.url}/settings/rekening-penarikan`);
    await page.getByText('Rek. Penarikan Utama').waitFor();
    await assertAccessible(page, 'bank-accounts-list');
    await lookAt(page, 'bank-accounts-list');

    await page.getByRole('link', { name: 'Tambah Rekening' }).click();
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'BRI (002)' });
    await page.getByLabel('Nomor rekening').fill('1400000001');
    await lookAt(page, 'bank-accounts-add');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();

    await page.getByText('Rekening BRI 1400000001 atas nama CITRA LESTARI').waitFor();
    await page.getByLabel('Nomor KTP').fill('3171081200000001');
    await page.getByLabel('Nama ibu kandung').fill('Siti Aminah');
    await assertAccessible(page, 'bank-accounts-identity');
    await lookAt(page, 'bank-accounts-identity');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();

    await page.getByRole('heading', { name: 'Foto Selfi' }).waitFor();
    await page.getByLabel('Pilih foto dari perangkat').setInputFiles(SELFIE);
    await page.getByRole('img', { name: 'Pratinjau foto selfi' }).waitFor();
    await lookAt(page, 'bank-accounts-photo');
    await page.getByRole('button', { name: 'Kirim foto' }).click();

    await page.getByRole('heading', { name: 'Kode OTP E-mail' }).waitFor();
    await assertAccessible(page, 'bank-accounts-otp');
    await lookAt(page, 'bank-accounts-otp');
    await typeCode(page, await codeFromMailbox(page, journey.server.url, EMAIL));
    await page.getByRole('heading', { name: 'Kode OTP SMS' }).waitFor();
    await typeCode(page, await codeFromMailbox(page, journey.server.url, PHONE));

    const done = page.getByRole('alertdialog').filter({ hasText: 'Berhasil Diproses' });
    await done.getByText('Tunggu hingga admin selesai memverifikasi dalam 1 hari kerja').waitFor();
    await screenshot(page, 'bank-accounts-submitted', { fullPage: false });
    await done.getByRole('button').first().click();
    await page.getByRole('link', { name: 'Kembali ke Kelola Rekening' }).click();

    const added = page.getByRole('listitem').filter({ hasText: '1400000001' });
    await added.getByText('Diproses').waitFor();
    await added.getByText('Verifikasi rekening membutuhkan waktu sekitar 1 hari kerja.').waitFor();
    await added.getByRole('button', { name: 'Hapus rekening BRI 1400000001' }).waitFor();
    await lookAt(page, 'bank-accounts-pending');
    await page.context().close();
  });
});
