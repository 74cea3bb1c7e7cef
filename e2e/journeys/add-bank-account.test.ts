import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { WIDE, lookAtWidths } from '../support/layout.ts';
import { codeFromMailbox, typeCode } from '../support/mailbox.ts';
import { actionDone, deskRow, openDesk, signInOperator } from '../support/operator.ts';
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

describe('add bank account journey', () => {
  const journey = useJourney({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'emas-e2e-uploads-')) });

  it('adds a BRI account with a selfie and both codes, then sees it Diproses', async () => {
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await signIn(page, journey.server.url, EMAIL);
    await page.goto(`${journey.server.url}/settings/rekening-penarikan`);
    await page.getByText('Rek. Penarikan Utama').waitFor();
    await assertAccessible(page, 'bank-accounts-list');
    await lookAtWidths(page, 'bank-accounts-list');

    await page.getByRole('link', { name: 'Tambah Rekening' }).click();
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'BRI (002)' });
    await page.getByLabel('Nomor rekening').fill('1400000001');
    await lookAtWidths(page, 'bank-accounts-add');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();

    await page.getByText('Rekening BRI 1400000001 atas nama CITRA LESTARI').waitFor();
    await page.getByLabel('Nomor KTP').fill('3171081200000001');
    await page.getByLabel('Nama ibu kandung').fill('Siti Aminah');
    await assertAccessible(page, 'bank-accounts-identity');
    await lookAtWidths(page, 'bank-accounts-identity');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();

    await page.getByRole('heading', { name: 'Foto Selfi' }).waitFor();
    await page.getByLabel('Pilih foto dari perangkat').setInputFiles(SELFIE);
    await page.getByRole('img', { name: 'Pratinjau foto selfi' }).waitFor();
    await lookAtWidths(page, 'bank-accounts-photo');
    await page.getByRole('button', { name: 'Kirim foto' }).click();

    await page.getByRole('heading', { name: 'Kode OTP E-mail' }).waitFor();
    await assertAccessible(page, 'bank-accounts-otp');
    await lookAtWidths(page, 'bank-accounts-otp');
    await typeCode(page, await codeFromMailbox(page, journey.server.url, EMAIL), 'Lanjutkan');
    await page.getByRole('heading', { name: 'Kode OTP SMS' }).waitFor();
    await typeCode(page, await codeFromMailbox(page, journey.server.url, PHONE), 'Lanjutkan');

    const done = page.getByRole('alertdialog').filter({ hasText: 'Berhasil Diproses' });
    await done.getByText('Tunggu hingga admin selesai memverifikasi dalam 1 hari kerja').waitFor();
    await screenshot(page, 'bank-accounts-submitted', { fullPage: false });
    await done.getByRole('button').first().click();
    await page.getByRole('link', { name: 'Kembali ke Kelola Rekening' }).click();

    const added = page.getByRole('listitem').filter({ hasText: '1400000001' });
    await added.getByText('Diproses').waitFor();
    await added.getByText('Verifikasi rekening membutuhkan waktu sekitar 1 hari kerja.').waitFor();
    await added.getByRole('button', { name: 'Hapus rekening BRI 1400000001' }).waitFor();
    await lookAtWidths(page, 'bank-accounts-pending');

    await approveByOperator('1400000001');
    await page.reload();
    const verified = page.getByRole('listitem').filter({ hasText: '1400000001' });
    await verified.getByText('Terverifikasi').waitFor();
    await lookAtWidths(page, 'bank-accounts-verified');
    await page.context().close();
  });

  /** The operator compares the selfie and approves the account in the console. */
  const approveByOperator = async (accountNumber: string) => {
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await signInOperator(page, journey.server.url);
    const desk = await openDesk(page, 'Rekening bank', 'Rekening bank');
    const row = await deskRow(desk, accountNumber);
    await row.getByRole('button', { name: 'Swafoto' }).click();
    const selfie = page.getByRole('dialog', { name: 'Swafoto Citra Lestari' });
    await selfie.getByRole('img', { name: 'Swafoto Citra Lestari' }).waitFor();
    await screenshot(page, 'operator-bank-account-selfie', { fullPage: false });
    await selfie.getByRole('button', { name: 'Tutup' }).first().click();
    await row.getByRole('button', { name: 'Setujui' }).click();
    await actionDone(page, `Rekening ${accountNumber} disetujui.`);
    await assertAccessible(page, 'operator-bank-accounts');
    await lookAtWidths(page, 'operator-bank-accounts');
    await page.context().close();
  };
});
