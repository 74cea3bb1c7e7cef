/**
 * Help journey: a client sends a support request from SUPPORT REQUEST and sees it confirmed;
 * an operator answers it on the console's Support desk; the client finds the answer, unread,
 * in NOTIFICATION and marks it read, and the answer's e-mail is in the development mailbox.
 * The Quick Guide and Brochure download as PDFs, the FAQ opens, and every Help screen passes
 * the accessibility scan with no sideways scroll at 1440 and 390 pixels wide.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { downloadedBytes, newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { assertNoLayoutFaults } from '../support/layout.ts';
import { actionDone, deskRow, openDesk, signInOperator } from '../support/operator.ts';
import { DEMO_PASSWORD, submitLogin } from '../support/sign-in.ts';

const EMAIL = 'client@demo.emas.id';
const QUESTION = `Berapa lama penarikan ke BI-FAST diproses? (${Date.now()})`;
const ANSWER = 'Penarikan BI-FAST dibayarkan pada hari kerja yang sama setelah diverifikasi.';

/** Checks a screen at 1440 and at 390 pixels wide, with a screenshot of each. */
const checkScreen = async (page: Page, name: string): Promise<void> => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await assertNoLayoutFaults(page, `${name} at ${width}`);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await assertAccessible(page, name);
};

/**
 * Signs in and closes the welcome banner when one shows; Help does not depend on what the
 * banner says, only that the signed-in shell is there.
 */
const signIn = async (page: Page, baseUrl: string, email: string): Promise<void> => {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, email, DEMO_PASSWORD);
  await page.getByRole('navigation', { name: 'Menu utama' }).waitFor();
  const close = page.getByRole('button', { name: 'Tutup pesan selamat datang' });
  if (await close.isVisible()) await close.click();
};

const openTab = async (page: Page, name: string): Promise<void> => {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor();
};

describe('help journey', () => {
  const journey = useJourney();

  it('answers a support request through the console and shows it in NOTIFICATION', async () => {
    const { url } = journey.server;
    const client = await newPage(journey.browser);
    await signIn(client, url, EMAIL);
    await client.goto(`${url}/help?tab=support`);
    await client.getByLabel('Topik').selectOption({ label: 'Tech Support' });
    await client.getByLabel('Pesan').fill(QUESTION);
    await client.getByRole('button', { name: 'SEND REQUEST' }).click();
    await client
      .getByRole('status')
      .filter({ hasText: 'Permintaan Anda telah terkirim' })
      .waitFor();
    await client
      .getByRole('listitem')
      .filter({ hasText: QUESTION })
      .getByText('Menunggu jawaban')
      .waitFor();
    await checkScreen(client, 'help-support');

    const operator = await newPage(journey.browser);
    await signInOperator(operator, url);
    const desk = await openDesk(operator, 'Permintaan bantuan', 'Permintaan bantuan');
    const row = await deskRow(desk, QUESTION);
    await row.getByRole('button', { name: /^Jawab/ }).click();
    const dialog = operator.getByRole('dialog');
    await dialog.getByLabel('Jawaban').fill(ANSWER);
    await screenshot(operator, 'help-support-desk-answer', { fullPage: false });
    await dialog.getByRole('button', { name: 'Kirim jawaban' }).click();
    await actionDone(operator, 'terkirim');
    await assertAccessible(operator, 'help-support-desk');
    await screenshot(operator, 'help-support-desk');
    await operator.context().close();

    await client.goto(`${url}/help`);
    const notice = client.getByRole('listitem').filter({ hasText: ANSWER });
    await notice.waitFor();
    assert.match(await notice.innerText(), /Permintaan bantuan dijawab/);
    assert.match(await notice.getByRole('heading').innerText(), /Belum dibaca/);
    await checkScreen(client, 'help-notification');
    await client.getByRole('button', { name: 'Tandai semua sudah dibaca' }).click();
    await client.getByText('0 belum dibaca').waitFor();
    assert.doesNotMatch(await notice.getByRole('heading').innerText(), /Belum dibaca/);

    const mailbox = await client.context().newPage();
    await mailbox.goto(`${url}/dev/mailbox`);
    const mail = mailbox.getByRole('article').filter({ hasText: ANSWER }).first();
    await mail.waitFor();
    assert.match(await mail.innerText(), new RegExp(EMAIL));
    await mailbox.close();
    await client.context().close();
  });

  it('downloads the Quick Guide and Brochure as PDFs, and opens the FAQ', async () => {
    const { url } = journey.server;
    const page = await newPage(journey.browser);
    await signIn(page, url, 'client2@demo.emas.id');
    await page.goto(`${url}/help`);
    await openTab(page, 'DOCUMENTATION');
    assert.equal(
      await page.getByText('PLEASE CONTACT YOUR MEMBER FOR THE LATEST VERSION').count(),
      2,
    );
    for (const name of ['Quick Guide', 'Brochure']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: `Unduh PDF: ${name}` }).click(),
      ]);
      const bytes = await downloadedBytes(download);
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-', `${name} is a PDF`);
    }
    await checkScreen(page, 'help-documentation');

    await openTab(page, 'FAQ');
    const question = page.getByText('Berapa dana yang bisa saya tarik?');
    await question.click();
    await page.getByText(/Dari Rp 10\.000 sampai Rp 250\.000\.000/).waitFor();
    await checkScreen(page, 'help-faq');
    await page.context().close();
  });
});
