/**
 * Proves the disabled 1 kg contract (spec 001 section 2): its tile shows 'Pre Order Trading
 * Contract. Please contact your Brokerage firm for this transaction' and no prices; the ticket
 * still opens from the tile, repeats the notice, and Review Order stays disabled, on BUY and
 * SELL, market and limit, with the tooltip 'This contract is still not available'. Nothing is
 * sent.
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
  PRE_ORDER,
  ticketDialog,
  tile,
  waitForPrices,
  watchOrderCalls,
} from '../support/trading.ts';

describe('pre-order contract journey', () => {
  const journey = useJourney();

  it('shows the 1 kg contract as pre-order and keeps its Review Order disabled', async () => {
    const page = await newPage(journey.browser);
    await signIn(page, journey.server.url, 'client@demo.emas.id');
    const orderCalls = watchOrderCalls(page);
    // The market maker has quoted the active contracts, and still none for the 1 kg.
    await waitForPrices(page, 'DG100');
    const k1kg = tile(page, 'K1KG');
    await k1kg.getByText(PRE_ORDER, { exact: true }).waitFor();
    // No prices: the quotes read a dash.
    await k1kg.getByRole('button', { name: 'BUY — K1KG, Rp per lot', exact: true }).waitFor();
    await k1kg.getByRole('button', { name: 'SELL — K1KG, Rp per lot', exact: true }).waitFor();
    assert.equal(
      await tile(page, 'DG100').getByText(PRE_ORDER).count(),
      0,
      'only the 1 kg contract is a pre-order',
    );

    await k1kg.getByRole('button', { name: 'K1KG Emas 1 kg (buka tiket order)' }).press('Enter');
    const ticket = ticketDialog(page);
    await ticket.getByText('K1KG - Emas 1 kg').waitFor();
    await ticket.getByText(PRE_ORDER, { exact: true }).waitFor();
    const review = ticket.getByRole('button', { name: 'Review Order' });
    for (const side of ['BUY', 'SELL'] as const) {
      await directionChoice(ticket, side).click();
      for (const orderType of ['Market', 'Limit'] as const) {
        await ticket.getByRole('tab', { name: orderType, exact: true }).click();
        assert.ok(await review.isDisabled(), `Review Order is disabled on ${side} ${orderType}`);
        assert.equal(await description(review), NOT_AVAILABLE);
      }
    }

    await review.hover();
    const tooltip = ticket.getByRole('tooltip');
    await tooltip.waitFor();
    assert.equal(await tooltip.innerText(), NOT_AVAILABLE);
    await assertAccessible(page, 'pre-order-ticket');
    await screenshot(page, 'pre-order-ticket', { fullPage: false });
    await review.click({ force: true });
    assert.equal(await page.getByRole('dialog', { name: 'Review Order' }).count(), 0);
    assert.equal(orderCalls.count(), 0, 'no order was sent');
    await page.context().close();
  });
});
