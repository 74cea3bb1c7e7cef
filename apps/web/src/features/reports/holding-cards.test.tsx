/**
 * Proves a client's HOLDINGS cards (spec 002, Holdings tab, client level) on the gold balance:
 * Total Holdings and Total Realized P & L switch the figures of the totals and of each card;
 * each card shows the grams in open buys and sells; a contract with two pockets lists Main
 * Pocket and Gold to Mecca; a contract with nothing held but gold being bought has a card
 * without Riwayat Transaksi and JUAL; a contract never touched has none; the eye masks all.
 */
import type { GoldHolding } from '@emas/api';
import { contractById } from '@emas/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredSession } from '../../lib/session.ts';
import { fakeServer } from '../../test-support/fake-server.ts';
import { renderAt } from '../../test-support/render.tsx';
import { HoldingCards } from './holding-cards.tsx';
import { noGoldFigures } from './gold-fixtures.ts';

const DG100 = 1;
const KAU = 3;
const DG1 = 5;
const K1KG = 2;
const nameOf = (contractId: number) => contractById(contractId)?.tradeTicketName ?? '';

const session: StoredSession = {
  token: 'token-1',
  userId: 'user-1',
  brokerId: 'broker-1',
  bankType: 'OTHER',
  appName: 'metalgo',
  email: 'client@demo.emas.id',
  phoneNumber: '081200000001',
  fullname: 'Siti Rahma',
  level: 'client',
  hin: 'PC00000001',
};

const nothing = noGoldFigures;

const gold = (contractId: number, overrides: Partial<GoldHolding>): GoldHolding => ({
  contract_id: contractId,
  contract_code: contractById(contractId)?.codeName ?? '',
  quantity_mg: '0',
  quantity_gram: '0.000',
  available_mg: '0',
  reserved_mg: '0',
  ...nothing,
  pockets: [{ contract_id: contractId, type: 'trade', ...nothing }],
  ...overrides,
});

const held = {
  quantity: '11.000',
  remaining_quantity: '11.000',
  remaining_units: '11.0',
  remaining_cost_idr: '13200000.00',
  remaining_cost_usd: '942.85',
  buy_process: '2.000',
  sell_process: '1.000',
  delivery_process: '0.000',
  sold_quantity: '1.000',
  sold_amount_idr: '1181735.50',
  sold_amount_usd: '84.41',
  sold_cost_idr: '1205231.20',
  sold_cost_usd: '86.09',
};

const goldBalance = {
  status: 200,
  body: [
    gold(DG1, {
      quantity_mg: '11000',
      quantity_gram: '11.000',
      available_mg: '10000',
      reserved_mg: '1000',
      ...held,
      pockets: [
        {
          contract_id: DG1,
          type: 'trade',
          ...held,
          remaining_quantity: '10.000',
          remaining_units: '10.0',
        },
        {
          contract_id: DG1,
          type: 'gtmu',
          ...nothing,
          remaining_quantity: '1.000',
          remaining_units: '1.0',
        },
      ],
    }),
    // Nothing held yet, 100 g being bought.
    gold(DG100, { buy_process: '100.000' }),
    gold(KAU, {}),
  ],
};

const price = (contractId: number, buy: string, sell: string) => ({
  id: contractId,
  contractId,
  buy,
  sell,
  contractPriceBuy: buy,
  contractPriceSell: sell,
  runningPriceBuy: buy,
  runningPriceSell: sell,
  updatedAt: '2026-03-02T03:00:00.000Z',
});

const golds = {
  status: 200,
  data: [
    price(DG1, '1215000.00', '1210000.00'),
    price(DG100, '1216000.00', '1211000.00'),
    price(KAU, '1215000.00', '1210000.00'),
  ],
};

/**
 * The text of the figure that follows the label `term` in `scope`: a card's own figures, not
 * its pockets' (unless `scope` is a pocket).
 */
const figure = (scope: HTMLElement, term: string) => {
  const terms = within(scope)
    .getAllByText(term, { selector: 'dt' })
    .filter((dt) => scope.tagName === 'LI' || dt.closest('li') === null);
  expect(terms).toHaveLength(1);
  return terms[0]?.nextElementSibling?.textContent;
};

const renderCards = () => {
  const server = fakeServer({
    'POST /v2/igx/gold_balance': { body: goldBalance },
    'GET /v2.1/igx/golds': { body: golds },
  });
  renderAt(<HoldingCards session={session} />, '/reports?tab=holdings');
  return server;
};

describe('holding cards', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the signed-in client gold balance and gives no card to an untouched contract', async () => {
    const server = renderCards();
    await screen.findByRole('article', { name: nameOf(DG1) });
    expect(server.callsTo('POST /v2/igx/gold_balance')[0]?.body).toEqual({ user_id: 'user-1' });
    expect(screen.getByRole('article', { name: nameOf(DG100) })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: nameOf(KAU) })).not.toBeInTheDocument();
  });

  it('switches the totals and the cards between Total Holdings and Total Realized P & L', async () => {
    renderCards();
    const card = await screen.findByRole('article', { name: nameOf(DG1) });
    const holdings = screen.getByRole('radio', { name: 'Total Holdings' });
    const realized = screen.getByRole('radio', { name: 'Total Realized P & L' });
    expect(holdings).toBeChecked();
    expect(realized).not.toBeChecked();

    // 11 g at the bid of Rp 1.210.000 against a LIFO cost of Rp 13.200.000.
    const totals = screen.getByRole('region', { name: 'Total Holdings' });
    expect(await within(card).findByText('Rp 13.310.000,00')).toBeInTheDocument();
    expect(figure(totals, 'Nilai kepemilikan')).toBe('Rp 13.310.000,00');
    expect(figure(totals, 'P&L belum terealisasi')).toBe('Rp 110.000,00 (0,83%)');
    expect(figure(totals, 'Gram')).toBe('11,00');
    expect(figure(card, 'P&L belum terealisasi')).toBe('Rp 110.000,00 (0,83%)');
    expect(figure(card, 'Kuantitas')).toBe('11,0');
    expect(within(card).queryByText('P&L terealisasi')).not.toBeInTheDocument();

    await userEvent.click(realized);
    expect(realized).toBeChecked();
    expect(holdings).not.toBeChecked();
    // Sold 1 g for Rp 1.181.735,50 that cost Rp 1.205.231,20.
    const realizedTotals = screen.getByRole('region', { name: 'Total Realized P & L' });
    expect(figure(realizedTotals, 'P&L terealisasi')).toBe('-Rp 23.495,70 (-1,95%)');
    expect(figure(realizedTotals, 'Gram terjual')).toBe('1,00');
    expect(figure(card, 'P&L terealisasi')).toBe('-Rp 23.495,70 (-1,95%)');
    expect(figure(card, 'Gram terjual')).toBe('1,00');
    expect(within(realizedTotals).queryByText('Nilai kepemilikan')).not.toBeInTheDocument();
    expect(within(card).queryByText('Rp 13.310.000,00')).not.toBeInTheDocument();
    // Nothing sold of DG100: no gain, and no percent of a cost of nothing.
    const bought = screen.getByRole('article', { name: nameOf(DG100) });
    expect(figure(bought, 'P&L terealisasi')).toBe('Rp 0,00');

    await userEvent.click(holdings);
    expect(figure(card, 'Nilai kepemilikan')).toBe('Rp 13.310.000,00');
  });

  it('values gold held for delivery at the bid, and leaves an unpriced contract out of the totals, saying so', async () => {
    const bar = {
      quantity: '100.000',
      remaining_quantity: '100.000',
      remaining_units: '1.0',
      remaining_cost_idr: '115000000.00',
      delivery_process: '100.000',
    };
    fakeServer({
      'POST /v2/igx/gold_balance': {
        body: {
          status: 200,
          body: [
            gold(DG100, { quantity_mg: '100000', quantity_gram: '100.000', ...bar }),
            gold(K1KG, {
              quantity_mg: '2000000',
              quantity_gram: '2000.000',
              quantity: '2000.000',
              remaining_quantity: '2000.000',
              remaining_units: '2.0',
              remaining_cost_idr: '2400000000.00',
            }),
          ],
        },
      },
      'GET /v2.1/igx/golds': { body: golds },
    });
    renderAt(<HoldingCards session={session} />, '/reports?tab=holdings');
    const card = await screen.findByRole('article', { name: nameOf(DG100) });
    // The bar asked for by post is still held: 100 g at the bid of Rp 1.211.000.
    expect(await within(card).findByText('Rp 121.100.000,00')).toBeInTheDocument();
    expect(figure(card, 'P&L belum terealisasi')).toBe('Rp 6.100.000,00 (5,30%)');
    expect(figure(card, 'Dicadangkan untuk pengiriman')).toBe('100,00');
    const totals = screen.getByRole('region', { name: 'Total Holdings' });
    expect(figure(totals, 'Nilai kepemilikan')).toBe('Rp 121.100.000,00');
    expect(figure(totals, 'Gram')).toBe('100,00');
    expect(totals).toHaveTextContent(`Total tidak mencakup ${nameOf(K1KG)}: belum ada harga.`);
  });

  it('shows the grams in open buys and sells on each card', async () => {
    renderCards();
    const card = await screen.findByRole('article', { name: nameOf(DG1) });
    expect(figure(card, 'Beli dalam proses')).toBe('2,00');
    expect(figure(card, 'Jual dalam proses')).toBe('1,00');
    const bought = screen.getByRole('article', { name: nameOf(DG100) });
    expect(figure(bought, 'Beli dalam proses')).toBe('100,00');
    expect(figure(bought, 'Jual dalam proses')).toBe('0,00');
  });

  it('lists the pockets of a contract that has two, each with its grams and lots', async () => {
    renderCards();
    const card = await screen.findByRole('article', { name: nameOf(DG1) });
    const pockets = within(card).getByRole('list', { name: 'Pocket emas' });
    const main = within(pockets).getByRole('listitem', { name: 'Main Pocket' });
    const mecca = within(pockets).getByRole('listitem', { name: 'Gold to Mecca' });
    expect(figure(main, 'Gram')).toBe('10,00');
    expect(figure(main, 'Kuantitas')).toBe('10,0');
    expect(figure(mecca, 'Gram')).toBe('1,00');
    expect(figure(mecca, 'Kuantitas')).toBe('1,0');
    const single = screen.getByRole('article', { name: nameOf(DG100) });
    expect(within(single).queryByRole('list')).not.toBeInTheDocument();
    expect(within(single).getByText('Main Pocket')).toBeInTheDocument();
  });

  it('offers JUAL and the history only while gold is held, BELI always', async () => {
    renderCards();
    const card = await screen.findByRole('article', { name: nameOf(DG1) });
    expect(within(card).getByRole('link', { name: /^JUAL/ })).toHaveAttribute(
      'href',
      `/?contract=${DG1}&direction=sell`,
    );
    expect(within(card).getByRole('link', { name: 'Riwayat Transaksi' })).toHaveAttribute(
      'href',
      `/reports?tab=transactions&contractId=${DG1}`,
    );
    const bought = screen.getByRole('article', { name: nameOf(DG100) });
    expect(within(bought).getByRole('link', { name: /^BELI/ })).toHaveAttribute(
      'href',
      `/?contract=${DG100}&direction=buy`,
    );
    expect(within(bought).queryByRole('link', { name: /^JUAL/ })).not.toBeInTheDocument();
    expect(
      within(bought).queryByRole('link', { name: 'Riwayat Transaksi' }),
    ).not.toBeInTheDocument();
  });

  it('masks every figure behind the eye, in both views, and shows them again', async () => {
    renderCards();
    const card = await screen.findByRole('article', { name: nameOf(DG1) });
    await within(card).findByText('Rp 13.310.000,00');
    const figures = () => screen.getAllByRole('definition').map((dd) => dd.textContent ?? '');
    expect(figures().some((text) => /\d/.test(text))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan nilai' }));
    expect(figures().filter((text) => /\d/.test(text))).toEqual([]);
    expect(figure(card, 'Beli dalam proses')).toBe('••••••');
    expect(figure(card, 'P&L belum terealisasi')).toBe('•••••• (••••••)');
    await userEvent.click(screen.getByRole('radio', { name: 'Total Realized P & L' }));
    expect(figures().filter((text) => /\d/.test(text))).toEqual([]);
    expect(figure(card, 'Gram terjual')).toBe('••••••');

    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan nilai' }));
    expect(figure(card, 'Gram terjual')).toBe('1,00');
  });
});
