/**
 * Proves who may not place orders (spec 001 sections 2 and 6): a client of the pospaygold
 * broker and an ib see the tiles and open the ticket, but Review Order is disabled with the
 * tooltip 'This contract is still not available', and the ticket hides their balance and
 * holdings.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertAccessible } from '../support/axe.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { useJourney } from '../support/journey.ts';
import { signIn } from '../support/sign-in.ts';
import {
  directionChoice,
  description,
  NOT_AVAILABLE,
  openTicket,
  topBarBalance,
  watchOrderCalls,
} from '../support/trading.ts';

const VIEWERS = [
  {
    level: 'client of pospaygold',
    userId: 'pospay@demo.emas.id',
    broker: 'ABI KB - PospayGold',
    shot: 'review-not-available-pospaygold',
  },
  { level: 'ib', userId: 'ib@demo.emas.id', shot: 'review-not-available-ib' },
];

describe('review not available journey', () => {
  const journey = useJourney();

  for (const viewer of VIEWERS) {
    it(`disables Review Order for a ${viewer.level}`, async () => {
      const page = await newPage(journey.browser);
      await signIn(page, journey.server.url, viewer.userId, viewer.broker);
      const orderCalls = watchOrderCalls(page);
      const ticket = await openTicket(page, 'DG1', 'buy');
      await ticket.getByText('DG1 - Emas 1 gram Pool').waitFor();
      const review = ticket.getByRole('button', { name: 'Review Order' });
      for (const side of ['SELL', 'BUY'] as const) {
        await directionChoice(ticket, side).click();
        assert.ok(await review.isDisabled(), `Review Order is disabled on ${side}`);
        assert.equal(await description(review), NOT_AVAILABLE);
        assert.equal(await ticket.getByRole('button', { name: /^Saldo/ }).count(), 0);
        assert.equal(await ticket.getByRole('button', { name: /^Kepemilikan/ }).count(), 0);
      }
      assert.equal(await topBarBalance(page).count(), 0, 'no balance in the top bar either');

      await review.hover();
      const tooltip = ticket.getByRole('tooltip');
      await tooltip.waitFor();
      assert.equal(await tooltip.innerText(), NOT_AVAILABLE);
      await assertAccessible(page, viewer.shot);
      await screenshot(page, viewer.shot, { fullPage: false });
      assert.equal(orderCalls.count(), 0, 'no order was sent');
      await page.context().close();
    });
  }
});
