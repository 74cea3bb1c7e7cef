/**
 * Proves the reports area in Chromium (spec 002 section 2): a client who bought DG1 at market
 * sees the trade in TRANSACTIONS, EXPORTs the CSV and reads its rows, downloads this month's
 * account statement from STATEMENTS as a PDF; its HOLDINGS card's BELI
 * opens the trade ticket; an ib sees its CLIENTS and narrows TRANSACTIONS to one client with the
 * client filter. No serious accessibility fault; no sideways scroll at 1440 or 390 pixels wide.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { downloadedBytes, newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { assertNoLayoutFaults, lookAtWidths } from '../support/layout.ts';
import { signIn } from '../support/sign-in.ts';
import { buyOneLotAtMarket, ticketDialog } from '../support/trading.ts';

const DG1 = 5;

describe('reports journey', () => {
  const journey = useJourney({ DEMO_HISTORY: 'on' });

  it('shows a client its trade, exports it and opens the ticket from its holdings', async () => {
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'client@demo.emas.id');
    await buyOneLotAtMarket(page, DG1);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${journey.server.url}/reports?tab=transactions`);
    const table = page.getByRole('region', { name: 'Transaksi' });
    await table.getByRole('cell', { name: 'DG1 - Emas 1 gram Pool' }).first().waitFor();
    await table.getByRole('cell', { name: 'Matched' }).first().waitFor();
    await assertAccessible(page, 'reports-transactions');
    await assertNoLayoutFaults(page, 'transactions at 1440');
    await screenshot(page, 'reports-transactions-1440');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'EXPORT' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'Transactions.csv');
    const csv = (await downloadedBytes(download)).toString('utf8').trim().split('\n');
    assert.equal(
      csv[0],
      'Direction,Date,Hin,Ref,Product,Hub,Order Type,Quantity,Total Gram,Price per Gram,Metal Value of Trade,Fee,Tax,Settlement Amount,Status',
    );
    assert.ok(csv.length >= 2, 'the export has the trade');
    assert.match(
      csv[1] ?? '',
      /^Buy,.*,PC00000001,.*,DG1 - Emas 1 gram Pool,JAK,Market,1\.0,1\.00,/,
    );

    // STATEMENTS: this month's account statement is a PDF under the client's HIN.
    await page.getByRole('tab', { name: 'STATEMENTS' }).click();
    const statements = page.getByRole('tabpanel', { name: 'STATEMENTS' });
    await statements.getByRole('combobox', { name: 'Bulan' }).waitFor();
    const [statement] = await Promise.all([
      page.waitForEvent('download'),
      statements.getByRole('button', { name: 'RUN STATEMENT REPORT' }).click(),
    ]);
    assert.match(
      statement.suggestedFilename(),
      /^statement-PC00000001-\d{4}-\d{2}-01-[\d-]{10}\.pdf$/,
    );
    const pdf = await downloadedBytes(statement);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    await statements.getByText('Laporan rekening telah diunduh.').waitFor();
    await assertAccessible(page, 'reports-statements');
    await lookAtWidths(page, 'reports-statements');

    await page.getByRole('tab', { name: 'HOLDINGS' }).click();
    const card = page.getByRole('article', { name: 'DG1 - Emas 1 gram Pool' });
    await card.waitFor();
    await assertNoLayoutFaults(page, 'holdings at 1440');
    await screenshot(page, 'reports-holdings-1440');
    await page.getByRole('radio', { name: 'Total Realized P & L' }).click();
    await assertNoLayoutFaults(page, 'realized holdings at 1440');
    await screenshot(page, 'reports-holdings-realized-1440');
    await page.getByRole('radio', { name: 'Total Holdings' }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoLayoutFaults(page, 'holdings at 390');
    await screenshot(page, 'reports-holdings-390');
    await card.getByRole('link', { name: /^BELI/ }).click();
    await ticketDialog(page).waitFor();
    await page.context().close();
  });

  it('lets an ib see its clients and narrow the transactions to one', async () => {
    const buyer = await newPage(journey.browser);
    await signIn(buyer, journey.server.url, 'client2@demo.emas.id');
    await buyOneLotAtMarket(buyer, DG1);
    await buyer.context().close();
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'ib@demo.emas.id');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${journey.server.url}/reports?tab=clients`);
    const clients = page.getByRole('region', { name: 'Klien' });
    await clients.getByRole('cell', { name: 'PC00000001' }).waitFor();
    await clients.getByRole('cell', { name: 'PC00000002' }).waitFor();
    await assertAccessible(page, 'reports-clients');
    await screenshot(page, 'reports-clients-1440');

    await page.getByRole('tab', { name: 'TRANSACTIONS' }).click();
    // The clients table is also named Klien: the filter is the select of that name.
    await page.getByRole('combobox', { name: 'Klien', exact: true }).selectOption('PC00000002');
    const table = page.getByRole('region', { name: 'Transaksi' });
    // The table narrows once the filtered page arrives: only the chosen client's rows remain.
    await table.getByRole('cell', { name: 'PC00000002' }).first().waitFor();
    for (let waited = 0; ; waited += 100) {
      const rows = await table.getByRole('row').allInnerTexts();
      if (rows.length > 1 && rows.every((row) => !row.includes('PC00000001'))) break;
      assert.ok(waited < 5_000, 'only the chosen client is listed');
      await page.waitForTimeout(100);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await assertNoLayoutFaults(page, 'ib transactions at 390');
    await screenshot(page, 'reports-ib-transactions-390');
  });
});
