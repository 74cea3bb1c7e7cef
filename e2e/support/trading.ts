import type { Locator, Page } from 'playwright-core';

/**
 * What the trading journeys share: the trade page's tiles, the ticket and its dialogs, found by
 * role and name as a user finds them (the default language, Indonesian), and the figures the
 * user reads (the top bar's balance, a row of a figure list).
 */

/** The Review Order tooltip and description of spec 001 section 2. */
export const NOT_AVAILABLE = 'This contract is still not available';
export const PRE_ORDER =
  'Pre Order Trading Contract. Please contact your Brokerage firm for this transaction';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A tile's BUY or SELL button, named as it reads ("BUY 1.194.728,00") and then for whom
 * ("DG1, Rp per lot"); `priced` waits for a figure instead of the dash.
 */
export const quoteButton = (page: Page, code: string, side: 'buy' | 'sell', priced = false) =>
  page.getByRole('button', {
    name: new RegExp(
      `^${side === 'buy' ? 'BUY' : 'SELL'} ${priced ? '\\d[\\d.,]*' : '\\S+'} ${escape(code)},`,
    ),
  });

/** The tile of a contract, found by its code's open button (two contracts share a name). */
export const tile = (page: Page, code: string): Locator =>
  page.getByRole('article').filter({
    has: page.getByRole('button', { name: new RegExp(`^${escape(code)} .*tiket order`) }),
  });

/** Waits until the tile shows both prices (the market maker quotes within a few seconds). */
export const waitForPrices = async (page: Page, code: string): Promise<void> => {
  for (const side of ['buy', 'sell'] as const) {
    await quoteButton(page, code, side, true).waitFor();
  }
};

/** The ticket's BUY or SELL choice (a radio group). */
export const directionChoice = (ticket: Locator, side: 'BUY' | 'SELL'): Locator =>
  ticket.getByRole('radiogroup', { name: 'Arah order' }).getByRole('radio', { name: side });

export const ticketDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Tiket Order' });
export const reviewDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Review Order' });
export const alertDialog = (page: Page, title: string): Locator =>
  page.getByRole('alertdialog', { name: title, exact: true });

/**
 * Opens the ticket from a tile's BUY or SELL quote, once the tile is priced, with the keyboard:
 * the tiles sit below the trading screen, whose chart may still grow as it loads, and a pointer
 * aimed before that shift lands beside the button.
 */
export const openTicket = async (page: Page, code: string, side: 'buy' | 'sell') => {
  await waitForPrices(page, code);
  await quoteButton(page, code, side).press('Enter');
  const ticket = ticketDialog(page);
  await ticket.waitFor();
  return ticket;
};

/** Sets the whole lots of the ticket or the edit form. */
export const setLots = (scope: Locator, lots: number) =>
  scope.getByRole('textbox', { name: 'Jumlah lot' }).fill(String(lots));

/** The value of a row of a figure list (the ticket's figures, the order detail), by its label. */
export const figure = async (scope: Locator, label: string): Promise<string> => {
  const term = scope.getByRole('term').filter({ hasText: new RegExp(`^${escape(label)}$`) });
  return (await term.locator('xpath=following-sibling::dd[1]').innerText()).trim();
};

/** Waits until a row of a figure list shows `value` (figures refresh after an order). */
export const waitForFigure = async (scope: Locator, label: string, value: string) => {
  const term = scope.getByRole('term').filter({ hasText: new RegExp(`^${escape(label)}$`) });
  await term.locator(`xpath=following-sibling::dd[1][normalize-space()="${value}"]`).waitFor();
};

/** "Rp 1.234.567,89" (Indonesian format) as sen. */
export const rupiahSen = (text: string): bigint => {
  const match = /Rp\s*([\d.]+),(\d{2})/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`not a rupiah amount: ${text}`);
  return BigInt(match[1].replaceAll('.', '') + match[2]);
};

/** The account balance in the top bar, as the user reads it. */
export const topBarBalance = (page: Page): Locator =>
  page.getByRole('banner').getByRole('status', { name: 'Saldo rekening' });

/** Waits until the top bar shows a balance and returns it in sen. */
export const readBalanceSen = async (page: Page): Promise<bigint> => {
  const balance = topBarBalance(page);
  await balance.getByText(/^Rp /).waitFor();
  return rupiahSen(await balance.innerText());
};

/** The text a screen reader reads as the element's description (aria-describedby). */
export const description = (locator: Locator): Promise<string> =>
  locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter((text) => text !== '')
      .join(' '),
  );

/** The open-orders panel of the trade page. */
export const openOrdersPanel = (page: Page): Locator =>
  page.getByRole('region', { name: 'Order terbuka' });

/** Counts the order calls (add, edit, kill) the page makes, to prove none went out. */
export const watchOrderCalls = (page: Page): { count: () => number } => {
  let calls = 0;
  page.on('request', (request) => {
    if (/\/v2\/igx\/(add_order|add_kau_order|edit_order|delete_order)/.test(request.url())) {
      calls += 1;
    }
  });
  return { count: () => calls };
};

/**
 * An add_order call through the signed-in page's own session (its stored token): answers the
 * status and the answer's order status, if any.
 */
export const addOrderInPage = (
  page: Page,
  order: Record<string, unknown>,
): Promise<{ status: number; orderStatus: string | undefined }> =>
  page.evaluate(async (body) => {
    const response = await fetch('/v2/igx/add_order', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('emas.token')}`,
      },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { attributes?: { status?: string } };
    return { status: response.status, orderStatus: answer.attributes?.status };
  }, order);

const MARKET_BUY_ATTEMPTS_MAX = 20;

/**
 * A market buy of one lot through the signed-in page's own session, sent again until the
 * market maker's quotes have filled it.
 */
export const buyOneLotAtMarket = async (page: Page, contractId: number): Promise<void> => {
  for (let attempt = 0; attempt < MARKET_BUY_ATTEMPTS_MAX; attempt += 1) {
    const { orderStatus } = await addOrderInPage(page, {
      contract_id: contractId,
      direction: 'buy',
      quantity: '1',
      order_type: 'market',
    });
    if (orderStatus === 'fill') return;
    await page.waitForTimeout(500);
  }
  throw new Error('the market buy never filled');
};
