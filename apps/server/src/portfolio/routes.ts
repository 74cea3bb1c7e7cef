import { portfolioEndpoints as calls } from '@emas/api';
import {
  type ContractHolding,
  type DayClose,
  IDR_ASSET,
  contractPosition,
  contracts,
  goldAsset,
  jakartaDayNumber,
  dayNumberStartMs,
  plottedDays,
  portfolioTotals,
  portfolioValueSeries,
  pricePerGramSen,
  rangeFirstDay,
  runningPricesSen,
  todayChange,
} from '@emas/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { openLotsOf } from '../accounts/index.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { type LedgerBalance, balancesOfOwner } from '../ledger/index.ts';
import type { MarketData } from '../market/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { callerOf } from '../plugins/authenticate.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import type { ExchangePort } from '../trading/index.ts';
import {
  OWNED_KINDS,
  closesBefore,
  dayClosesOf,
  dayMovementsOf,
  lastFillsOf,
} from './portfolio-repository.ts';
import { changeBody, contractBody, fillBody, pointBody, totalsBody } from './portfolio-view.ts';

export type PortfolioDeps = {
  readonly database: Database;
  readonly clock: Clock;
  readonly exchange: ExchangePort;
  readonly marketData: MarketData;
};

/** The portfolio is a client's own: identity from the token, every other level refused. */
const clientOf = (request: FastifyRequest): string => {
  const caller = callerOf(request);
  if (caller.level !== 'client') throw new AppError('AccessDenied');
  return caller.id;
};

/** Owned balance per asset: free, held for orders and for withdrawals, added up. */
const ownedByAsset = (balances: readonly LedgerBalance[]): Map<string, bigint> => {
  const owned = new Map<string, bigint>();
  for (const { kind, asset, balance } of balances) {
    if (OWNED_KINDS.includes(kind)) owned.set(asset, (owned.get(asset) ?? 0n) + balance);
  }
  return owned;
};

/**
 * What a gram of each contract sells for now: the best bid, else the last trade, else the
 * reference's running sell price (what the market maker quotes around).
 */
const pricesNowOf = (deps: PortfolioDeps): Map<number, bigint> => {
  const reference = runningPricesSen(deps.marketData.referenceFeed.current().idrSenPerGram);
  return new Map(
    contracts.map((contract) => {
      const snapshot = deps.exchange.snapshot(contract.contractId);
      const perLot = snapshot?.bids[0]?.price ?? snapshot?.day.lastPriceSen ?? null;
      const perGram = perLot === null ? reference.sellSen : pricePerGramSen(contract, perLot);
      return [contract.contractId, perGram];
    }),
  );
};

const previousCloseOf = (closes: readonly DayClose[], contractId: number): bigint | null =>
  closes.find((close) => close.contractId === contractId)?.closePerGramSen ?? null;

/** The client's portfolio home (issue 23): the holdings now and their value over time. */
export const portfolioRoutes: FastifyPluginAsync<PortfolioDeps> = async (app, deps) => {
  const { db } = deps.database;

  routeOf(app, calls.portfolio, async (request) => {
    const ownerId = clientOf(request);
    const nowMs = deps.clock.now();
    const [balances, lots, previousCloses, fills] = await Promise.all([
      balancesOfOwner(db, ownerId),
      openLotsOf(db, ownerId),
      closesBefore(db, dayNumberStartMs(jakartaDayNumber(nowMs))),
      lastFillsOf(db, ownerId),
    ]);
    const owned = ownedByAsset(balances);
    const pricesNow = pricesNowOf(deps);
    const holdings: ContractHolding[] = contracts.flatMap((contract) => {
      const heldMg = owned.get(goldAsset(contract.contractId)) ?? 0n;
      if (heldMg === 0n) return [];
      return [
        {
          contractId: contract.contractId,
          heldMg,
          lots: lots.get(contract.contractId) ?? [],
          priceNowPerGramSen: pricesNow.get(contract.contractId) ?? null,
          previousClosePerGramSen: previousCloseOf(previousCloses, contract.contractId),
        },
      ];
    });
    const positions = holdings.map(contractPosition);
    const pick = (kind: string) =>
      balances
        .filter((b) => b.asset === IDR_ASSET && b.kind === kind)
        .reduce((sum, b) => sum + b.balance, 0n);
    const cash = {
      freeSen: pick('cash'),
      heldSen: pick('reserved_cash') + pick('withdrawal_hold') + pick('rped'),
    };
    return {
      status: 200 as const,
      data: {
        as_of: new Date(nowMs).toISOString(),
        ...totalsBody(portfolioTotals(positions, cash), cash),
        today_change: changeBody(todayChange(holdings)),
        contracts: positions.map((position, index) =>
          contractBody(position, holdings[index]?.previousClosePerGramSen ?? null),
        ),
        last_fills: fills.map(fillBody),
      },
    };
  });

  routeOf(app, calls.history, async (request) => {
    const ownerId = clientOf(request);
    const { range } = request.query;
    const today = jakartaDayNumber(deps.clock.now());
    // ALL needs the first movement's day before it knows where to start: read from the start.
    const provisionalFirst = range === 'ALL' ? 0 : rangeFirstDay(range, today, null);
    const fromMs = dayNumberStartMs(provisionalFirst);
    const [balances, { movements, firstMovementDay }] = await Promise.all([
      balancesOfOwner(db, ownerId),
      dayMovementsOf(db, ownerId, fromMs),
    ]);
    const first = rangeFirstDay(range, today, firstMovementDay);
    const closes = await dayClosesOf(db, dayNumberStartMs(first));
    const points = portfolioValueSeries({
      balancesNow: ownedByAsset(balances),
      movements,
      closes,
      pricesNowPerGramSen: pricesNowOf(deps),
      days: plottedDays(first, today),
    });
    return { status: 200 as const, data: { range, points: points.map(pointBody) } };
  });
};
