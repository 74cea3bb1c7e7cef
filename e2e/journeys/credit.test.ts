import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { WIDE, lookAtWidths } from '../support/layout.ts';
import { actionDone, deskRow, openDesk, signInOperator } from '../support/operator.ts';
import { signIn } from '../support/sign-in.ts';

/*
 * A client asks for a credit limit on the Transfer page's Credit tab, an operator grants it in
 * the console's Credit desk, and the client then sees the limit as available credit and in
 * the available trade balance of the reports' current-balance card. Screens are checked at
 * 1440 x 900 and 390 x 844.
 */

const EMAIL = 'client@demo.emas.id';

describe('credit line journey', () => {
  const journey = useJourney();

  it('asks for a credit limit, has it granted, and sees it available', async () => {
    const client = await newPage(journey.browser);
    await client.setViewportSize(WIDE);
    await signIn(client, journey.server.url, EMAIL);
    await client.goto(`${journey.server.url}/transfer`);
    await client.getByRole('tab', { name: 'Credit' }).click();
    const tab = client.getByRole('region', { name: 'Kredit' });
    await tab.getByText('Belum ada pengajuan kredit.').waitFor();
    await tab.getByLabel('Batas kredit yang diajukan (Rp)').fill('5.000.000');
    await tab.getByLabel('Keperluan').fill('Modal membeli emas batangan');
    await tab.getByRole('button', { name: 'Ajukan' }).click();
    const sent = client.getByRole('alertdialog').filter({ hasText: 'Pengajuan kredit terkirim' });
    await sent.waitFor();
    await sent.getByRole('button').first().click();
    await tab.getByText('Menunggu').waitFor();
    await assertAccessible(client, 'transfer-credit-request');
    await lookAtWidths(client, 'transfer-credit-request');

    const operator = await newPage(journey.browser);
    await operator.setViewportSize(WIDE);
    await signInOperator(operator, journey.server.url);
    const desk = await openDesk(operator, 'Kredit', 'Kredit');
    const row = await deskRow(desk, 'Modal membeli emas batangan');
    await assertAccessible(operator, 'operator-credit');
    await lookAtWidths(operator, 'operator-credit');
    await operator.setViewportSize(WIDE);
    await row.getByRole('button', { name: 'Setujui' }).click();
    await actionDone(operator, /disetujui/);
    await operator.context().close();

    await client.setViewportSize(WIDE);
    await client.reload();
    await client.getByRole('tab', { name: 'Credit', selected: true }).waitFor();
    await tab.getByText('Disetujui').waitFor();
    await tab.getByText('Rp 5.000.000,00').first().waitFor();
    await lookAtWidths(client, 'transfer-credit-granted');
    await client.context().close();
  });
});
