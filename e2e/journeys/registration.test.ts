import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { WIDE, lookAtWidths } from '../support/layout.ts';
import { codeFromMailbox, typeCode } from '../support/mailbox.ts';
import { actionDone, deskRow, openDesk, signInOperator } from '../support/operator.ts';
import { DEMO_PASSWORD, submitLogin } from '../support/sign-in.ts';

/*
 * A new client opens an account (spec 000 /register, issue 11): from the login page's 'DAFTAR DI
 * SINI', the contact details, the e-mail code and the SMS code read from the development
 * mailbox, the personal details, a KTP photo and a selfie from a file, the agreement, and the
 * wait for approval; an operator reads the application with both photos in the console and
 * approves it; the new client signs in and sees the new HIN in the top bar. Screens are checked
 * at 1440 x 900 and 390 x 844.
 */

const EMAIL = 'rina.wijaya@example.co.id';
const PHONE = '081377770001';
const PHOTO = resolve(import.meta.dirname, '..', 'fixtures', 'selfie.jpg');

describe('registration journey', () => {
  const journey = useJourney({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'emas-e2e-uploads-')) });

  it('registers from the login page, is approved in the console, and signs in with its HIN', async () => {
    const page = await newPage(journey.browser);
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
    await dialog.getByText('3273014505900002').waitFor();
    await dialog.getByRole('img', { name: 'Foto KTP' }).waitFor();
    await dialog.getByRole('img', { name: 'Foto selfie' }).waitFor();
    await lookAtWidths(operatorPage, 'registration-desk-application', false);
    await dialog.getByRole('button', { name: 'Setujui' }).click();
    await actionDone(operatorPage, /disetujui: HIN PC\d{8}/);
    const done = await operatorPage.getByRole('status').filter({ hasText: 'HIN' }).innerText();
    const hin = /PC\d{8}/.exec(done)?.[0];
    assert.ok(hin, 'the approval names the new HIN');
    await operatorPage.context().close();

    const client = await newPage(journey.browser);
    await client.goto(`${journey.server.url}/login`);
    await submitLogin(client, EMAIL, DEMO_PASSWORD);
    await client.getByRole('heading', { name: 'Trade', level: 1 }).waitFor();
    await client.getByRole('banner').getByText(hin).first().waitFor();
    await lookAtWidths(client, 'registration-signed-in');
    await page.context().close();
    await client.context().close();
  });
});
