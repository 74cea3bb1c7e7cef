import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { WIDE, lookAtWidths } from '../support/layout.ts';
import { actionDone, deskRow, signInOperator } from '../support/operator.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * Finance uploads the RPED account's statement in the console: one line names a client's HIN
 * and is credited, one names nobody and waits, one repeats the first line's bank reference and
 * credits nothing again. The operator credits the waiting line to the second client's HIN,
 * and each client sees the deposit in their deposit history. Screens at 1440 x 900 and 390 x 844.
 */

const STATEMENT = fileURLToPath(new URL('../fixtures/rped-statement.csv', import.meta.url));
const FINANCE = { email: 'finance@demo.emas.id', name: 'Fajar Keuangan' };

/** A client's deposit history shows the credit, and the top bar the cash it added up to. */
const seesDeposit = async (
  baseUrl: string,
  email: string,
  credit: { amount: string; balance: string },
  shot: string,
) => {
  const client = await newPage(journey.browser);
  await client.setViewportSize(WIDE);
  await signIn(client, baseUrl, email);
  await client.goto(`${baseUrl}/withdrawal/riwayat-deposit`);
  await client.getByRole('row').filter({ hasText: credit.amount }).first().waitFor();
  await client.getByRole('banner').getByText(credit.balance).waitFor();
  await lookAtWidths(client, shot);
  await client.context().close();
};

const journey = useJourney();

describe('bank statement import journey', () => {
  it('credits the matched line once, and the unmatched line once a person assigns it', async () => {
    const operator = await newPage(journey.browser);
    await operator.setViewportSize(WIDE);
    await signInOperator(operator, journey.server.url, FINANCE);
    await operator
      .getByRole('navigation', { name: 'Menu konsol' })
      .getByRole('link', { name: 'Mutasi bank' })
      .click();
    await operator.getByLabel('Berkas mutasi (CSV)').setInputFiles(STATEMENT);
    await operator.getByRole('button', { name: 'Impor mutasi' }).click();
    const outcome = operator.getByRole('region', { name: 'Hasil impor rped-statement.csv' });
    await outcome.waitFor();
    for (const [term, count] of [
      ['Dikreditkan', '1'],
      ['Sudah dikreditkan', '1'],
      ['Tidak cocok', '1'],
    ] as const) {
      await outcome
        .locator('div')
        .filter({ hasText: new RegExp(`^${term}${count}$`) })
        .waitFor();
    }
    await outcome.getByText('Saldo akhir bank: Rp 51.999.900,00').waitFor();
    const lines = operator.getByRole('table', { name: 'Baris mutasi' });
    const waiting = await deskRow(lines, 'JRN-STMT-002');
    await assertAccessible(operator, 'operator-statement');
    await lookAtWidths(operator, 'operator-statement');
    await operator.setViewportSize(WIDE);

    await waiting.getByRole('button', { name: 'Kreditkan ke HIN' }).click();
    const dialog = operator.getByRole('dialog', { name: 'Kreditkan Rp 765.400,00 ke HIN' });
    await dialog.getByLabel('HIN penerima').fill('PC00000002');
    await dialog.getByRole('button', { name: 'Konfirmasi' }).click();
    await actionDone(operator, 'Baris JRN-STMT-002 dikreditkan ke PC00000002.');
    await operator
      .getByRole('navigation', { name: 'Menu konsol' })
      .getByRole('link', { name: 'Rekonsiliasi' })
      .click();
    await operator.getByLabel('Tanggal').fill('2026-11-24');
    await operator
      .getByRole('row', { name: /Dana nasabah/ })
      .getByText('Ada selisih')
      .waitFor();
    await assertAccessible(operator, 'operator-reconciliation');
    await lookAtWidths(operator, 'operator-reconciliation');
    await operator.context().close();

    await seesDeposit(
      journey.server.url,
      'client@demo.emas.id',
      { amount: 'Rp 1.234.500,00', balance: 'Rp 1.001.234.500,00' },
      'statement-client',
    );
    await seesDeposit(
      journey.server.url,
      'client2@demo.emas.id',
      { amount: 'Rp 765.400,00', balance: 'Rp 1.000.765.400,00' },
      'statement-client2',
    );
  });
});
