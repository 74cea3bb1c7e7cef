import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { WIDE, lookAtWidths } from '../support/layout.ts';
import { codeFromMailbox, typeCode } from '../support/mailbox.ts';
import { actionDone, deskRow, openDesk, signInOperator } from '../support/operator.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * A client withdraws cash (spec 000, "Cash withdrawal"): from the Transfer page to BCA, with
 * the confirmation and 'Transfer success', and the movement in the last transactions; then by
 * BI-FAST on /withdrawal with the e-mail code and the SMS code read from the development
 * mailbox, 'Berhasil Diproses', and the withdrawal Diproses in Riwayat Withdrawal, then
 * Berhasil once the operator has paid it out in the console. Screens are checked at 1440 x 900
 * and 390 x 844.
 */

const EMAIL = 'client@demo.emas.id';
const PHONE = '081200000001';

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
    await lookAtWidths(page, 'transfer-cash');

    // The destination is the main withdrawal account, chosen already; no number is typed.
    await page
      .getByLabel('Tujuan penarikan')
      .getByRole('option', { name: /Bank Central Asia · 52/ })
      .waitFor({ state: 'attached' });
    await page.getByLabel('Jumlah (IDR)').fill('150.000');
    await page.getByLabel('Jumlah (USD)').and(page.locator(':not([value=""])')).waitFor();
    await page.getByLabel('Deskripsi (opsional)').fill('Biaya sekolah');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const confirm = page
      .getByRole('alertdialog')
      .filter({ hasText: 'Are you sure want to withdraw?' });
    await confirm.getByText('Biaya bank mungkin dikenakan').waitFor();
    await lookAtWidths(page, 'transfer-confirm', false);
    await confirm.getByRole('button', { name: 'Ya' }).click();
    const success = page.getByRole('alertdialog').filter({ hasText: 'Transfer success' });
    await success.waitFor();
    await success.getByRole('button').first().click();

    const last = page.getByRole('table', { name: 'Riwayat saldo terakhir' });
    await last.getByRole('row').filter({ hasText: 'Rp 150.000,00' }).first().waitFor();
    await page.getByRole('tab', { name: 'Credit' }).click();
    await page.getByText('Batas kredit', { exact: true }).waitFor();
    await lookAtWidths(page, 'transfer-credit');
    await page.context().close();
  });

  it('withdraws by BI-FAST with the e-mail code, then the SMS code', async () => {
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await signIn(page, journey.server.url, EMAIL);
    await page.goto(`${journey.server.url}/withdrawal`);
    await page.getByText('52', { exact: false }).first().waitFor();
    await assertAccessible(page, 'withdrawal-form');
    await lookAtWidths(page, 'withdrawal-form');

    await page.getByLabel('Jumlah penarikan (IDR)').fill('50.000');
    await page.getByRole('button', { name: 'Tarik dana' }).click();
    const confirm = page
      .getByRole('alertdialog')
      .filter({ hasText: 'Apakah Anda yakin ingin melakukan withdrawal Saldo RPED?' });
    await confirm.getByRole('button', { name: 'Ya' }).click();

    await page.getByRole('heading', { name: 'Kode OTP e-mail' }).waitFor();
    await assertAccessible(page, 'withdrawal-email-code');
    await lookAtWidths(page, 'withdrawal-email-code');
    await typeCode(page, await codeFromMailbox(page, journey.server.url, EMAIL), 'Verifikasi');

    await page.getByRole('heading', { name: 'Kode OTP SMS' }).waitFor();
    await typeCode(page, await codeFromMailbox(page, journey.server.url, PHONE), 'Verifikasi');
    const done = page.getByRole('alertdialog').filter({ hasText: 'Berhasil Diproses' });
    await done.getByText('Tunggu hingga kami selesai memverifikasi').waitFor();
    await lookAtWidths(page, 'withdrawal-done', false);
    await done.getByRole('button').first().click();

    await page.getByRole('link', { name: 'Riwayat Withdrawal' }).click();
    const rows = page.getByRole('row').filter({ hasText: 'Diproses' });
    await rows.filter({ hasText: 'BI-FAST' }).first().waitFor();
    await rows.filter({ hasText: 'RPED' }).first().waitFor();
    await assertAccessible(page, 'withdrawal-history');
    await lookAtWidths(page, 'withdrawal-history');
    await page.getByRole('link', { name: 'Withdrawal', exact: true }).first().click();
    await page.getByRole('link', { name: 'Riwayat Deposit' }).click();
    await page.getByRole('row').filter({ hasText: 'Rp 1.000.000.000,00' }).first().waitFor();
    await lookAtWidths(page, 'deposit-history');

    await payOutByOperator();
    await page.getByRole('link', { name: 'Withdrawal', exact: true }).first().click();
    await page.getByRole('link', { name: 'Riwayat Withdrawal' }).click();
    const paid = page
      .getByRole('row')
      .filter({ hasText: 'BI-FAST' })
      .filter({ hasText: 'Berhasil' });
    await paid.first().waitFor();
    await lookAtWidths(page, 'withdrawal-history-paid');
    await page.context().close();
  });

  /** The operator pays the BI-FAST withdrawal out through the bank from the console. */
  const payOutByOperator = async () => {
    const page = await newPage(journey.browser);
    await page.setViewportSize(WIDE);
    await signInOperator(page, journey.server.url);
    const desk = await openDesk(page, 'Penarikan dana', 'Penarikan dana');
    const row = await deskRow(desk, 'BI-FAST');
    assert.match(await row.innerText(), /Rp 50\.000,00/);
    await assertAccessible(page, 'operator-withdrawals');
    await lookAtWidths(page, 'operator-withdrawals');
    await page.setViewportSize(WIDE);
    await row.getByRole('button', { name: 'Bayarkan' }).click();
    await actionDone(page, /sudah diproses bank/);
    const log = await openDesk(page, 'Log audit', 'Tindakan operator, terbaru dahulu');
    await deskRow(log, 'withdrawal.settle');
    await lookAtWidths(page, 'operator-audit-log');
    await page.context().close();
  };
});
