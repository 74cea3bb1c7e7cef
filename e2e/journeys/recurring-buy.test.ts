/**
 * Proves a recurring buy (nabung emas rutin, issue 23) as a client lives it: the page from the
 * sidebar, a daily schedule of Rp 2.500.000 started in the form, its run made now through the
 * development trigger (the job's own claim and placement, which exists only outside
 * production), then the filled run in the schedule's history and the balance down by its cost.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { lookAtWidths } from '../support/layout.ts';
import { signIn } from '../support/sign-in.ts';
import { readBalanceSen, rupiahSen, topBarBalance, waitForPrices } from '../support/trading.ts';

const AMOUNT_SEN = 250_000_000n;

/** Runs the caller's only schedule now, through the page's own session. */
const runScheduleNow = (page: Page): Promise<{ status: string; total: string | null }> =>
  page.evaluate(async () => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('emas.token')}` };
    const list = (await (await fetch('/v2/igx/recurring_buys', { headers })).json()) as {
      body: { id: string }[];
    };
    const id = list.body[0]?.id ?? '';
    const run = await fetch(`/v2/dev/recurring_buys/${id}/run`, { method: 'POST', headers });
    return ((await run.json()) as { body: { status: string; total: string | null } }).body;
  });

describe('recurring buy journey', () => {
  const journey = useJourney();

  it('starts a daily buy of DG1, runs it, and shows the filled run and the balance down', async () => {
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'client@demo.emas.id');
    await waitForPrices(page, 'DG1');
    const balanceBeforeSen = await readBalanceSen(page);
    const balanceBeforeText = await topBarBalance(page).innerText();

    await page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: 'Nabung rutin' })
      .click();
    await page.getByRole('heading', { name: 'Nabung rutin', level: 1 }).waitFor();
    await page.getByText('Belum ada jadwal nabung rutin. Buat yang pertama di atas.').waitFor();
    const form = page.getByRole('form', { name: 'Jadwal baru' });
    assert.equal(await form.getByLabel('Kontrak').inputValue(), '5', 'DG1 is offered first');
    await form.getByLabel('Jumlah per pembelian (Rp)').fill('2.500.000');
    await form.getByText('Rp 2.500.000,00').waitFor();
    await form.getByRole('button', { name: 'Mulai nabung' }).click();
    const started = page.getByRole('alertdialog', { name: 'Nabung rutin dimulai' });
    await started.getByText(/^Pembelian pertama: /).waitFor();
    await started.getByRole('button').first().click();

    const card = page.getByRole('article', { name: 'DG1 - Emas 1 gram Pool' });
    await card.getByText('Setiap hari pukul 09:00 WIB').waitFor();
    await card.getByText('Belum ada pembelian').waitFor();
    await assertAccessible(page, 'recurring-buys');
    await lookAtWidths(page, 'recurring-buys');

    const run = await runScheduleNow(page);
    assert.equal(run.status, 'filled', `the run bought gold: ${JSON.stringify(run)}`);
    await page.reload();
    await card.getByText(/ · Terbeli: \d+,\d lot seharga Rp /).waitFor();
    await card.getByRole('button', { name: 'Riwayat pembelian' }).click();
    const history = page.getByRole('table', { name: 'Riwayat pembelian DG1 - Emas 1 gram Pool' });
    const filled = history.getByRole('row').filter({ hasText: 'Terbeli' });
    await filled.waitFor();
    const paidSen = rupiahSen(await filled.getByRole('cell').last().innerText());
    assert.ok(paidSen > 0n && paidSen <= AMOUNT_SEN, 'the run paid at most the amount');
    await assertAccessible(page, 'recurring-buys-history');
    await lookAtWidths(page, 'recurring-buys-history');

    await topBarBalance(page)
      .filter({ hasText: /^Rp / })
      .filter({ hasNotText: balanceBeforeText })
      .waitFor();
    const spentSen = balanceBeforeSen - (await readBalanceSen(page));
    assert.ok(spentSen > 0n, 'the balance went down');
    assert.ok(spentSen <= paidSen, 'by no more than the run paid (its cashback comes back)');
    await page.context().close();
  });
});
