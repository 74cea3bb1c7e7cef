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
 * Four eyes on a payout: a client withdraws Rp 15.000.000 by BI-FAST (at or above the second
 * approval threshold, Rp 10.000.000); finance@demo.emas.id pays it out, which only asks; the
 * withdrawal stays in process; finance2@demo.emas.id approves it on the Approvals desk, the
 * bank pays it, and the client sees it paid. Screens are checked at 1440 x 900 and 390 x 844.
 */

const EMAIL = 'client@demo.emas.id';
const PHONE = '081200000001';
const FINANCE = { email: 'finance@demo.emas.id', name: 'Fajar Keuangan' };
const FINANCE2 = { email: 'finance2@demo.emas.id', name: 'Fitri Keuangan' };

describe('four-eyes payout journey', () => {
  const journey = useJourney();

  it('pays a large withdrawal out only once a second finance operator approves', async () => {
    const client = await newPage(journey.browser);
    await client.setViewportSize(WIDE);
    await signIn(client, journey.server.url, EMAIL);
    await client.goto(`${journey.server.url}/withdrawal`);
    await client.getByText('52', { exact: false }).first().waitFor();
    await client.getByLabel('Jumlah penarikan (IDR)').fill('15.000.000');
    await client.getByRole('button', { name: 'Tarik dana' }).click();
    await client.getByRole('alertdialog').getByRole('button', { name: 'Ya' }).click();
    await client.getByRole('heading', { name: 'Kode OTP e-mail' }).waitFor();
    await typeCode(client, await codeFromMailbox(client, journey.server.url, EMAIL), 'Verifikasi');
    await client.getByRole('heading', { name: 'Kode OTP SMS' }).waitFor();
    await typeCode(client, await codeFromMailbox(client, journey.server.url, PHONE), 'Verifikasi');
    const done = client.getByRole('alertdialog').filter({ hasText: 'Berhasil Diproses' });
    await done.getByRole('button').first().click();

    const first = await newPage(journey.browser);
    await first.setViewportSize(WIDE);
    await signInOperator(first, journey.server.url, FINANCE);
    const withdrawals = await openDesk(first, 'Penarikan dana', 'Penarikan dana');
    const row = await deskRow(withdrawals, 'Rp 15.000.000,00');
    await row.getByRole('button', { name: 'Bayarkan' }).click();
    await actionDone(first, /Menunggu persetujuan operator keuangan kedua/);
    assert.match(await (await deskRow(withdrawals, 'Rp 15.000.000,00')).innerText(), /Diproses/);
    const mine = await openDesk(first, 'Persetujuan', 'Persetujuan');
    const own = await deskRow(mine, 'Fajar Keuangan');
    assert.equal(await own.getByRole('button', { name: 'Setujui' }).count(), 0);
    await first.context().close();

    const second = await newPage(journey.browser);
    await second.setViewportSize(WIDE);
    await signInOperator(second, journey.server.url, FINANCE2);
    const approvals = await openDesk(second, 'Persetujuan', 'Persetujuan');
    const waiting = await deskRow(approvals, 'Fajar Keuangan');
    assert.match(await waiting.innerText(), /Rp 15\.000\.000,00/);
    await assertAccessible(second, 'operator-approvals');
    await lookAtWidths(second, 'operator-approvals');
    await second.setViewportSize(WIDE);
    await waiting.getByRole('button', { name: 'Setujui' }).click();
    await actionDone(second, /Disetujui dan dijalankan/);
    await second.context().close();

    await client.goto(`${journey.server.url}/withdrawal`);
    await client.getByRole('link', { name: 'Riwayat Withdrawal' }).click();
    const paid = client
      .getByRole('row')
      .filter({ hasText: 'Rp 15.000.000,00' })
      .filter({ hasText: 'Berhasil' });
    await paid.first().waitFor();
    await lookAtWidths(client, 'four-eyes-paid');
    await client.context().close();
  });
});
