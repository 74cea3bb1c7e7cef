import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { WIDE, lookAtWidths } from '../support/layout.ts';
import { codeFromMailbox, linkFromMailbox, typeCode } from '../support/mailbox.ts';
import { actionDone, deskRow, openDesk, signInOperator } from '../support/operator.ts';
import { DEMO_PASSWORD, submitLogin } from '../support/sign-in.ts';

/*
 * A new client opens an account (spec 000 /register, issue 11): from the login page's 'DAFTAR DI
 * SINI', the contact details, the e-mail code and the SMS code read from the development
 * mailbox, the personal details, the client profile and its risk questions (the profile they
 * give shown), a KTP photo and a selfie from a file, the agreement, and the wait for approval;
 * an operator reads the application with its client profile and both photos in the console and
 * asks for a correction of the address; the applicant opens the e-mailed link, corrects only
 * the address and resubmits; the operator approves it; the new client signs in and sees the new
 * HIN in the top bar. Screens are checked at 1440 x 900 and 390 x 844.
 */

const EMAIL = 'rina.wijaya@example.co.id';
const PHONE = '081377770001';
const PHOTO = resolve(import.meta.dirname, '..', 'fixtures', 'selfie.jpg');

describe('registration journey', () => {
  const journey = useJourney({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'emas-e2e-uploads-')) });

  it('registers from the login page, is approved in the console, and signs in with its HIN', async () => {
    let page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await page.goto(`${journey.server.url}/login`);
    await page.getByRole('link', { name: 'DAFTAR DI SINI' }).click();
    await page.getByRole('heading', { name: 'Daftar Akun Baru' }).waitFor();
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Nomor HP').fill(PHONE);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Ulangi password').fill(DEMO_PASSWORD);
    await assertAccessible(page, 'registration-contact');
    await lookAtWidths(page, 'registration-contact');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();

    await page.getByRole('heading', { name: 'Kode OTP E-mail' }).waitFor();
    await assertAccessible(page, 'registration-otp');
    await lookAtWidths(page, 'registration-otp');
    await typeCode(page, await codeFromMailbox(page, journey.server.url, EMAIL), 'Lanjutkan');
    await page.getByRole('heading', { name: 'Kode OTP SMS' }).waitFor();
    await typeCode(page, await codeFromMailbox(page, journey.server.url, PHONE), 'Lanjutkan');

    await page.getByLabel('Nama lengkap (sesuai KTP)').fill('Rina Wijaya');
    await page.getByLabel('Nomor KTP').fill('3273014505900002');
    await page.getByLabel('Nama ibu kandung').fill('Sri Lestari');
    await page.getByLabel('Tanggal lahir').fill('1990-05-05');
    await page.getByLabel('Alamat (jalan, nomor, RT/RW)').fill('Jl. Braga No. 12, RT 02/RW 05');
    await page.getByLabel('Kota/Kabupaten').fill('Bandung');
    await page.getByLabel('Provinsi').fill('Jawa Barat');
    await page.getByLabel('Kode pos').fill('40111');
    await assertAccessible(page, 'registration-details');
    await lookAtWidths(page, 'registration-details');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();

    await page.getByLabel('NPWP (opsional)').fill('3273014505900002');
    await page.getByLabel('Pekerjaan').selectOption({ label: 'Profesional' });
    await page.getByLabel('Sumber dana').selectOption({ label: 'Usaha' });
    await page.getByLabel('Tujuan pembukaan rekening').selectOption({ label: 'Investasi' });
    await page
      .getByLabel('Perkiraan transaksi per bulan')
      .selectOption({ label: 'Rp 50.000.000 – Rp 100.000.000' });
    for (const answer of [
      '3 tahun atau lebih',
      'Lebih dari 3 tahun',
      'Membeli lebih banyak',
      'Kurang dari 10%',
      'Paham dasar-dasarnya',
    ]) {
      await page.getByRole('radio', { name: answer }).check();
    }
    await assertAccessible(page, 'registration-profile');
    await lookAtWidths(page, 'registration-profile');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await page.getByRole('status').filter({ hasText: 'Profil risiko Anda: Agresif' }).waitFor();

    await page.getByLabel('Foto KTP').setInputFiles(PHOTO);
    await page.getByLabel('Foto selfie').setInputFiles(PHOTO);
    await page.getByRole('img', { name: 'Pratinjau foto selfie' }).waitFor();
    await assertAccessible(page, 'registration-photos');
    await lookAtWidths(page, 'registration-photos');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();

    await page.getByRole('heading', { name: 'Perjanjian Pembukaan Rekening Nasabah' }).waitFor();
    await page.getByRole('checkbox', { name: /Saya telah membaca/ }).check();
    await assertAccessible(page, 'registration-agreement');
    await lookAtWidths(page, 'registration-agreement');
    await page.getByRole('button', { name: 'Kirim Pendaftaran' }).click();
    await page.getByRole('heading', { name: 'Pendaftaran Terkirim' }).waitFor();
    await lookAtWidths(page, 'registration-submitted');

    const operatorPage = await newPage(journey.browser);
    await operatorPage.setViewportSize(WIDE);
    await signInOperator(operatorPage, journey.server.url);
    const desk = await openDesk(operatorPage, 'Pendaftaran', 'Pendaftaran');
    const row = await deskRow(desk, EMAIL);
    await assertAccessible(operatorPage, 'registration-desk');
    await lookAtWidths(operatorPage, 'registration-desk');
    await row.getByRole('button', { name: 'Lihat' }).click();
    const dialog = operatorPage.getByRole('dialog', { name: 'Pendaftaran Rina Wijaya' });
    // The KTP number, and again as the NIK-based NPWP in the client profile.
    await dialog.getByText('3273014505900002').first().waitFor();
    await dialog.getByRole('img', { name: 'Foto KTP' }).waitFor();
    await dialog.getByRole('img', { name: 'Foto selfie' }).waitFor();
    await dialog.getByText('Agresif (skor 14 dari 15)').waitFor();
    await lookAtWidths(operatorPage, 'registration-desk-application', false);
    await dialog.getByRole('button', { name: 'Minta perbaikan' }).click();
    const asking = operatorPage.getByRole('dialog', { name: /Minta perbaikan pendaftaran/ });
    await asking.getByRole('checkbox', { name: 'Alamat' }).check();
    await asking.getByLabel(/Catatan untuk pemohon/).fill('Alamat harus sama dengan di KTP.');
    await lookAtWidths(operatorPage, 'registration-desk-correction', false);
    await asking.getByRole('button', { name: 'Kirim' }).click();
    await actionDone(operatorPage, 'Permintaan perbaikan dikirim');

    // The e-mail's link opens in a tab of its own, as from a mail client.
    const link = await linkFromMailbox(page, journey.server.url, EMAIL);
    await page.context().close();
    page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Perbaikan Data' }).waitFor();
    await page.getByText('Alamat harus sama dengan di KTP.').waitFor();
    assert.equal(await page.getByLabel('Nama lengkap (sesuai KTP)').count(), 0);
    await page.getByLabel('Alamat (jalan, nomor, RT/RW)').fill('Jl. Braga No. 12, RT 02/RW 06');
    await page.getByLabel('Kota/Kabupaten').fill('Bandung');
    await page.getByLabel('Provinsi').fill('Jawa Barat');
    await page.getByLabel('Kode pos').fill('40111');
    await assertAccessible(page, 'registration-correction');
    await lookAtWidths(page, 'registration-correction');
    await page.getByRole('button', { name: 'Kirim Perbaikan' }).click();
    await page.getByRole('heading', { name: 'Pendaftaran Terkirim' }).waitFor();

    await operatorPage.reload();
    const back = await deskRow(operatorPage.getByRole('table', { name: 'Pendaftaran' }), EMAIL);
    await back.getByRole('button', { name: 'Lihat' }).click();
    await dialog.getByText('RT 02/RW 06').waitFor();
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await actionDone(operatorPage, /disetujui: HIN PC\d{8}/);
    const done = await operatorPage.getByRole('status').filter({ hasText: 'HIN' }).innerText();
    const hin = /PC\d{8}/.exec(done)?.[0];
    assert.ok(hin, 'the approval names the new HIN');
    await operatorPage.context().close();

    const client = await newPage(journey.browser);
    await client.goto(`${journey.server.url}/login`);
    await submitLogin(client, EMAIL, DEMO_PASSWORD);
    await client.getByRole('heading', { name: 'Portofolio', level: 1 }).waitFor();
    await client.getByRole('banner').getByText(hin).first().waitFor();
    await lookAtWidths(client, 'registration-signed-in');
    await page.context().close();
    await client.context().close();
  });
});
