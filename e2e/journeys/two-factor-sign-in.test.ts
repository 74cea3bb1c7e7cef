/**
 * A client turns two-factor sign-in on in Settings › 2FA (the QR code and the key shown; the
 * test reads the key off the page and works out the code as an authenticator app would), keeps
 * the ten recovery codes, signs out, signs in again with the password and one recovery code,
 * and finds this session and the sign-ins in Settings › SESI. Screens are checked at 1440 x 900
 * and 390 x 844.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { WIDE, lookAtWidths } from '../support/layout.ts';
import { DEMO_PASSWORD, landingBanner, signIn, signOut, submitLogin } from '../support/sign-in.ts';

const EMAIL = 'client2@demo.emas.id';

describe('two-factor sign-in journey', () => {
  const journey = useJourney();

  it('turns 2FA on, signs in with a recovery code, and sees the session', async () => {
    const baseUrl = journey.server.url;
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await signIn(page, baseUrl, EMAIL);
    await page.goto(`${baseUrl}/settings?tab=two-factor`);
    await page.getByText('Masuk dua langkah belum aktif.').waitFor();
    await page.getByRole('button', { name: 'Aktifkan masuk dua langkah' }).click();
    await page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' }).waitFor();
    const secret = (await page.locator('.security-secret').textContent()) ?? '';
    await assertAccessible(page, 'settings-2fa-enrol');
    await lookAtWidths(page, 'settings-2fa-enrol');
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await page.getByLabel('Kode dari aplikasi (6 digit)').fill(code);
    await page.getByRole('button', { name: 'Aktifkan', exact: true }).click();

    const codes = page.getByRole('list', { name: 'Kode pemulihan' }).getByRole('listitem');
    await page.getByRole('heading', { name: 'Kode pemulihan Anda' }).waitFor();
    const recoveryCodes = await codes.allInnerTexts();
    assert.equal(recoveryCodes.length, 10, 'ten recovery codes are shown');
    await assertAccessible(page, 'settings-2fa-codes');
    await lookAtWidths(page, 'settings-2fa-codes');
    await page.getByRole('button', { name: 'Saya sudah menyimpannya' }).click();
    await page.getByText(/^Masuk dua langkah aktif sejak /).waitFor();

    await signOut(page);
    await submitLogin(page, EMAIL, DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Verifikasi dua langkah' }).waitFor();
    await page.getByRole('button', { name: 'Pakai kode pemulihan' }).click();
    await page.getByLabel('Kode pemulihan').fill(recoveryCodes[0] ?? '');
    await assertAccessible(page, 'login-2fa-recovery');
    await lookAtWidths(page, 'login-2fa-recovery');
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    const welcome = landingBanner(page);
    await welcome.getByRole('button', { name: 'Tutup banner promo' }).click();

    await page.goto(`${baseUrl}/settings?tab=sessions`);
    const mine = page.locator('.session-current');
    await mine.getByText('Sesi ini').waitFor();
    const history = page.getByRole('table', { name: 'Riwayat masuk' });
    await history.getByText('Password benar, kode diminta').first().waitFor();
    assert.ok((await history.getByText('Berhasil').count()) >= 2, 'both sign-ins are listed');
    await assertAccessible(page, 'settings-sessions');
    await lookAtWidths(page, 'settings-sessions');

    await page.getByRole('tab', { name: '2FA' }).click();
    await page.getByText('Sisa kode pemulihan: 9 dari 10.').waitFor();
    await page.context().close();
  });
});
