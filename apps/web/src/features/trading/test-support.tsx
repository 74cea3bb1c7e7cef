import type {
  Contract,
  ContractGoldBalance,
  GoldPrice,
  Inventory,
  Ohlc,
  Order,
  OrderAttributes,
} from '@emas/api';
import { DEFAULT_HUB, contracts, rrsGroupOf, type ContractConfig } from '@emas/domain';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { Providers } from '../../components/providers.tsx';
import { saveSession } from '../../lib/session.ts';
import { fakeServer, type Reply } from '../../test-support/fake-server.ts';
import { testQueryClient } from '../../test-support/render.tsx';
import { authAnswer, balance } from '../../test-support/session-fixtures.ts';
import { rateRoute } from '../market/test-support.tsx';

/**
 * Answers shaped as the trading calls of packages/api/src/trading.ts give them, for the
 * demo contracts of the domain: prices in rupiah per lot, quantities in lots and milligrams.
 */

const rational = (config: ContractConfig) =>
  config.weightCorrection.denominator === 1n
    ? String(config.weightCorrection.numerator)
    : `0.${'0'.repeat(String(config.weightCorrection.denominator).length - 2)}${config.weightCorrection.numerator}`;

/** GET /v2/igx/contract as the server lists the domain's contracts. */
export const contractList = (
  change: (contract: Contract) => Contract = (contract) => contract,
): Contract[] =>
  contracts.map((config) =>
    change({
      id: config.contractId,
      attributes: {
        productId: config.productId,
        code: config.codeName,
        name: config.name,
        weightMg: config.weightMg.toString(),
        status: config.status,
        contractId: config.contractId,
        codeName: config.codeName,
        tradeTicketName: config.tradeTicketName,
        ticker: config.ticker,
        contractType: config.contractType,
        weightInGram: (Number(config.weightMg) / 1000).toFixed(3),
        weightCorrection: rational(config),
        isPool: config.isPool,
        tbTtDecimalPlace: config.tbTtDecimalPlace,
        depthTTDecimalPlace: config.depthTTDecimalPlace,
        depthQuantityDecimalPlace: config.depthQuantityDecimalPlace,
        hasQuantityDecimal: config.hasQuantityDecimal,
        contractStatusId: config.status,
        rrsName: rrsGroupOf(config),
        hubId: DEFAULT_HUB,
        disabledDirections: [...config.disabledDirections],
        disabledOrderTypes: [...config.disabledOrderTypes],
      },
    }),
  );

/** Reference gold at Rp1.192.800 per gram to buy, Rp1.190.000 to sell. */
const PER_GRAM_BUY = 1_192_800_00n;
const PER_GRAM_SELL = 1_190_000_00n;

const senText = (sen: bigint) => `${sen / 100n}.${(sen % 100n).toString().padStart(2, '0')}`;
const perLot = (config: ContractConfig, perGram: bigint) => (perGram * config.weightMg) / 1000n;

export const goldPrice = (
  config: ContractConfig,
  overrides: Partial<GoldPrice> = {},
): GoldPrice => ({
  id: config.contractId,
  contractId: config.contractId,
  buy: senText(PER_GRAM_BUY),
  sell: senText(PER_GRAM_SELL),
  contractPriceBuy: senText(perLot(config, PER_GRAM_BUY)),
  contractPriceSell: senText(perLot(config, PER_GRAM_SELL)),
  runningPriceBuy: '1192800.00',
  runningPriceSell: '1190000.00',
  updatedAt: '2026-03-02T03:00:00.000Z',
  ...overrides,
});

/** Every contract priced, except the pre-order 1 kg contract, whose book is empty. */
export const goldPrices = (): GoldPrice[] =>
  contracts.map((config) =>
    config.contractId === 2
      ? goldPrice(config, {
          buy: null,
          sell: null,
          contractPriceBuy: null,
          contractPriceSell: null,
        })
      : goldPrice(config),
  );

/** The day opened at Rp1.180.000 per gram: +1.08% for a buy price of Rp1.192.800. */
export const ohlc = (contractId: number, overrides: Partial<Ohlc> = {}): Ohlc => ({
  contractId,
  date: '2026-03-02',
  open: '1180000.00',
  high: '1195000.00',
  low: '1175000.00',
  close: '1192000.00',
  rate: '1192000.00',
  lastPrice: '1192000.00',
  caretDirection: 'up',
  streaming_rate: '16000.00',
  ...overrides,
});

export { balance };

/** 10 g of each pool contract and two lots of each bar contract, nothing held by orders. */
export const contractGold = (availableMgById: Record<number, bigint> = {}): ContractGoldBalance[] =>
  contracts.map((config) => {
    const mg =
      availableMgById[config.contractId] ?? (config.isPool ? 10_000n : 2n * config.weightMg);
    const lots = (Number((mg * 10n) / config.weightMg) / 10).toFixed(1);
    return {
      contract_id: config.contractId,
      contract_code: config.codeName,
      available: lots,
      available_mg: mg.toString(),
      available_trade: lots,
      available_trade_mg: mg.toString(),
      in_process_sell: '0.0',
      in_process_sell_mg: '0',
      in_process_buy: '0.0',
      in_process_buy_mg: '0',
    };
  });

/** A lot of 5 g of DG1 bought `ageMs` ago at these prices per gram. */
const lot = (id: string, idrPerGram: string, usdPerGram: string, ageMs: number): Inventory => ({
  id,
  contract_id: 5,
  type: 'TRADE',
  quantity: '5.0',
  remaining_quantity: '5.0',
  quantity_mg: '5000',
  remaining_mg: '5000',
  cost_per_gram_idr: idrPerGram,
  cost_per_gram_usd: usdPerGram,
  created_at: new Date(Date.now() - ageMs).toISOString(),
});

/** Two lots of DG1 bought at Rp1.100.000 and Rp1.150.000 per gram (the newer first). */
export const inventories = (): Inventory[] => [
  // Bought today (an hour and two ago): no storage fee yet, whatever the date of the run.
  lot('inv-new', '1150000.00', '71.8750', 3_600_000),
  lot('inv-old', '1100000.00', '68.7500', 7_200_000),
];

export const orderAttributes = (overrides: Partial<OrderAttributes> = {}): OrderAttributes => ({
  orderId: 'order-1',
  accountId: 'user-1',
  contractId: 5,
  direction: 'buy',
  orderType: 'limit',
  validity: 'GTC',
  expiryDate: '2026-04-02T03:00:00.000Z',
  quantity: '2.0',
  remaining: '2.0',
  quantityMg: '2000',
  remainingMg: '2000',
  filledMg: '0',
  limitPrice: '1180000.00',
  stopPrice: null,
  stopStatus: null,
  triggeredAt: null,
  averagePrice: null,
  rate: '16000.00',
  fee: '23600.00',
  tax: '2596.00',
  fxBufferIdr: '118000.00',
  paymentIdr: '2504196.00',
  paymentUsd: '156.5123',
  filledValueIdr: '0.00',
  cashbackIdr: '0.00',
  status: 'submit',
  cancelReason: null,
  createdAt: '2026-03-02T02:00:00.000Z',
  updatedAt: '2026-03-02T02:00:00.000Z',
  ...overrides,
});

export const order = (overrides: Partial<OrderAttributes> = {}): Order => {
  const attributes = orderAttributes(overrides);
  return { id: attributes.orderId, attributes };
};

/** The answer of an order command: what the exchange did with the order and the order now. */
export const orderCommandReply = (
  outcome: 'fill' | 'partial' | 'submit' | 'cancel',
  direction: 'buy' | 'sell' = 'buy',
  message = 'Order placed',
) => ({
  body: {
    status: 200,
    message,
    message_id: message,
    outcome,
    id: 'order-9',
    attributes: orderAttributes({
      orderId: 'order-9',
      direction,
      orderType: 'market',
      status: outcome === 'partial' || outcome === 'fill' ? 'fill' : outcome,
    }),
  },
});

export const marketStatus = (isClosed: boolean, closeType: 0 | 1 | 2 = isClosed ? 1 : 0) => ({
  body: {
    status: 200,
    is_closed: isClosed,
    close_type: closeType,
    server_time: '2026-03-02T03:00:00.000Z',
  },
});

const ok = (body: object): Reply => ({ body: { status: 200, ...body } });

/** The calls the trade page and its dialogs make, answered for a demo client. */
export function tradingServer(routes: Parameters<typeof fakeServer>[0] = {}) {
  const ohlcRoutes = Object.fromEntries(
    contracts.map((config) => [
      `GET /v2.1/igx/ohlc/${config.contractId}`,
      ok({ data: ohlc(config.contractId) }),
    ]),
  );
  return fakeServer({
    'GET /v2/igx/contract': ok({ data: contractList() }),
    'GET /v2/igx/product': ok({
      data: [
        { id: 1, name: 'Emas Digital', active: true },
        { id: 2, name: 'KAU', active: true },
      ],
    }),
    'GET /v2.1/igx/golds': ok({ data: goldPrices() }),
    ...ohlcRoutes,
    ...rateRoute,
    'GET /v2.1/igx/depth': ok({ data: [] }),
    'GET /v2/igx/end_day_prices': ok({ data: [] }),
    'GET /v2/igx/candles': ok({ data: { symbol: 'XAUIDRG', interval: '1m', candles: [] } }),
    'POST /v2/igx/balance': ok({ body: balance() }),
    'GET /v2/balances/user-1/gold': ok({ data: contractGold() }),
    'POST /v2/igx/holding': ok({ body: [] }),
    'GET /v2/inventories/user-1': ok({ data: inventories() }),
    'POST /v2/igx/orders': ok({ data: { body: [], total: 0 } }),
    ...routes,
  });
}

/** Signs in a demo account of a level, broker and bank type. */
export const signIn = (overrides: Parameters<typeof authAnswer>[0] = {}) =>
  saveSession(authAnswer(overrides), Date.now());

/** A component inside the app's providers, with a fresh cache without retries. */
export const renderWithProviders = (element: ReactNode) =>
  render(
    <Providers client={testQueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </Providers>,
  );
