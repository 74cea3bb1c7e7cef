/**
 * Proves the live chat in a browser, both ways: a client opens the shell's chat widget on the
 * trade page (prefilled with her first name and e-mail) and sends a message; the operator sees
 * it arrive live on the console's Chat desk with its unread count, opens it and answers; the
 * client sees the answer arrive without reloading. Screenshots of the widget open on the trade
 * page at 1440 and 390 px wide, with no sideways scroll, and of the desk.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { layoutFaults } from '../support/layout.ts';
import { signInOperator } from '../support/operator.ts';
import { DEMO_PASSWORD, submitLogin } from '../support/sign-in.ts';
import { openTicket, waitForPrices } from '../support/trading.ts';

const QUESTION = 'Halo, setoran saya kemarin belum masuk';
const ANSWER = 'Baik Bu, kami cek sekarang ya';

const openWidget = async (page: Page) => {
  await page.getByRole('button', { name: /Chat dengan customer service/ }).click();
  const panel = page.getByRole('region', { name: 'Customer Service' });
  await panel.waitFor();
  return panel;
};

describe('live chat journey', () => {
  const journey = useJourney();

  it('carries a message from the widget to the console and the answer back, live', async () => {
    const client = await newPage(journey.browser);
    await client.setViewportSize({ width: 1440, height: 900 });
    // The landing banner blocks nothing and is left open: the chat must not depend on it.
    // Trade first: the login keeps it as the next page (a client's own landing is the portfolio).
    await client.goto(`${journey.server.url}/`);
    await client.waitForURL('**/login');
    await submitLogin(client, 'client@demo.emas.id', DEMO_PASSWORD);
    await waitForPrices(client, 'DG1');
    const panel = await openWidget(client);
    await panel.getByText('Halo, Citra').waitFor();
    await panel.getByText('client@demo.emas.id').waitFor();
    await panel.getByText('Tulis pertanyaan Anda').waitFor();
    await panel.getByLabel('Pesan', { exact: true }).fill(QUESTION);
    await panel.getByLabel('Pesan', { exact: true }).press('Enter');
    await panel.getByRole('list', { name: 'Pesan chat' }).getByText(QUESTION).waitFor();
    await panel.getByText(/^Anda · /).waitFor();

    const operator = await newPage(journey.browser);
    await operator.setViewportSize({ width: 1440, height: 900 });
    await signInOperator(operator, journey.server.url);
    await operator
      .getByRole('navigation', { name: 'Menu konsol' })
      // The menu names the desk with its count of conversations waiting ("Chat 1 menunggu").
      .getByRole('link', { name: /^Chat\b/ })
      .click();
    await operator.getByText('Tersambung: pesan baru tampil langsung.').waitFor();
    const conversations = operator.getByRole('navigation', { name: 'Percakapan' });
    const row = conversations.getByRole('button').filter({ hasText: 'PC00000001' });
    await row.getByText('1 belum dibaca').waitFor();

    // A second message arrives on the open desk without a reload.
    await panel.getByLabel('Pesan', { exact: true }).fill('Nomor referensinya 12345');
    await panel.getByLabel('Pesan', { exact: true }).press('Enter');
    await row.getByText('2 belum dibaca').waitFor();
    await row.click();
    const open = operator.getByRole('article');
    await open.getByText('Nomor referensinya 12345').waitFor();
    await row.getByText(/belum dibaca/).waitFor({ state: 'hidden' });
    await assertAccessible(operator, 'chat-desk');
    await screenshot(operator, 'chat-desk');

    await open.getByLabel('Jawaban').fill(ANSWER);
    await open.getByLabel('Jawaban').press('Enter');
    await open.getByText(ANSWER).waitFor();
    await panel.getByText(ANSWER).waitFor();
    await panel.getByText(/^Dewi Operator · /).waitFor();
    await assertAccessible(client, 'chat-widget-open');
    await screenshot(client, 'chat-widget-1440', { fullPage: false });
    assert.deepEqual(await layoutFaults(client), []);

    await client.setViewportSize({ width: 390, height: 844 });
    await screenshot(client, 'chat-widget-390', { fullPage: false });
    assert.deepEqual(await layoutFaults(client), []);
    await panel.getByRole('button', { name: 'Perkecil chat' }).click();
    await screenshot(client, 'chat-widget-390-closed', { fullPage: false });
    assert.deepEqual(await layoutFaults(client), []);

    // The trade ticket opens above the chat button: nothing of the ticket is under it.
    const ticket = await openTicket(client, 'DG1', 'buy');
    const launcher = await client.locator('.chat-launcher').boundingBox();
    assert.ok(launcher, 'the chat button is on screen');
    const onTop = await client.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('.chat-launcher') !== null,
      [launcher.x + launcher.width / 2, launcher.y + launcher.height / 2],
    );
    assert.equal(onTop, false, 'the ticket covers the chat button, not the other way round');
    await ticket.getByRole('button', { name: 'Review Order' }).waitFor();
    await screenshot(client, 'chat-widget-390-ticket', { fullPage: false });
  });
});
