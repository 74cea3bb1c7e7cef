/**
 * Proves the revenue-share page in Chromium (spec 002 "RRS"): after the demo client buys 1 g
 * of DG1 from client2, the fm sees its ib's row with both sides and its revenue, narrows to
 * the ib's clients with the filter, and the ccp sees its full member's row. No serious
 * accessibility fault; no sideways scroll at 1440 or 390 pixels wide.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { assertNoLayoutFaults } from '../support/layout.ts';
import { signIn } from '../support/sign-in.ts';
import { addOrderInPage } from '../support/trading.ts';

const DG1 = 5;

/** A GTC limit order of one DG1 lot through the signed-in page's own session: its status. */
const place = async (page: Page, direction: 'buy' | 'sell', price: string) =>
  (
    await addOrderInPage(page, {
      contract_id: DG1,
      direction,
      quantity: '1',
      order_type: 'limit',
      limit_price: price,
      validity: 'GTC',
    })
  ).status;

describe('revenue share journey', () => {
  const journey = useJourney({ MARKET_MAKER: 'off' });

  it('shows the fm its ib and clients, and the ccp its full member', async () => {
    for (const [email, direction] of [
      ['client2@demo.emas.id', 'sell'],
      ['client@demo.emas.id', 'buy'],
    ] as const) {
      const trader = await newPage(journey.browser);
      await signIn(trader, journey.server.url, email);
      assert.equal(await place(trader, direction, '1192000'), 200);
      await trader.context().close();
    }

    const fm = await newPage(journey.browser);
    await fm.setViewportSize({ width: 1440, height: 900 });
    await signIn(fm, journey.server.url, 'fm@demo.emas.id');
    await fm.goto(`${journey.server.url}/rrs`);
    const table = fm.getByRole('region', { name: 'Volume perdagangan dan rasio' });
    await table.getByRole('cell', { name: 'IB00000001' }).waitFor();
    await table.getByRole('cell', { name: '50,00' }).waitFor();
    // 25 % of the Rp 23,840 of fees both sides paid.
    await fm.getByText('Rp 5.960,00').waitFor();
    await assertAccessible(fm, 'rrs-fm');
    await assertNoLayoutFaults(fm, 'rrs fm at 1440');
    await screenshot(fm, 'rrs-fm-1440');

    await fm.getByRole('combobox', { name: 'Klien' }).selectOption('IB00000001');
    await table.getByRole('cell', { name: 'PC00000001' }).waitFor();
    await table.getByRole('cell', { name: 'PC00000002' }).waitFor();
    await fm.setViewportSize({ width: 390, height: 844 });
    await assertNoLayoutFaults(fm, 'rrs fm branch at 390');
    await screenshot(fm, 'rrs-fm-branch-390');

    const ccp = await newPage(journey.browser);
    await ccp.setViewportSize({ width: 1440, height: 900 });
    await signIn(ccp, journey.server.url, 'ccp@demo.emas.id');
    await ccp.goto(`${journey.server.url}/rrs`);
    await ccp
      .getByRole('region', { name: 'Volume perdagangan dan rasio' })
      .getByRole('cell', { name: 'PB00000001' })
      .waitFor();
    await ccp.getByText('Rp 23.840,00').waitFor();
    await assertAccessible(ccp, 'rrs-ccp');
    await screenshot(ccp, 'rrs-ccp-1440');
  });
});
