import {
  type ContractConfig,
  type Quote,
  contracts,
  needsRequote,
  quoteLadder,
} from '@emas/domain';
import type { OrderCommand, CommandResult } from '../engine/commands.ts';
import type { EngineOrder } from '../engine/engine-order.ts';

/** How often the bot looks at its quotes. */
export const MARKET_MAKER_TICK_MS = 2_000;

export type MarketMakerDeps = {
  readonly accountId: string;
  submit(command: OrderCommand): Promise<CommandResult>;
  /** The bot's open orders of a contract, as the exchange holds them. */
  openOrders(contractId: number): readonly EngineOrder[];
  /** The reference price per gram, sen. */
  referencePerGramSen(): bigint;
  onRefused(contractId: number, code: string): void;
};

/**
 * The built-in liquidity provider, trading as the lp account through the same exchange as
 * everyone, within its own cash and gold. For every active contract it keeps a ladder of
 * limit orders each side of the reference price. It quotes again when the reference has moved
 * beyond the requote threshold, or when a fill has left the ladder short (an order traded, in
 * part or in full): then it places the ladder anew and kills the old one in the same batch.
 */
export const createMarketMakerBot = (deps: MarketMakerDeps) => {
  const quotedAt = new Map<number, bigint>();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const ladderIsWhole = (contract: ContractConfig, ladder: readonly Quote[]): boolean => {
    const open = deps.openOrders(contract.contractId);
    return (
      open.length === ladder.length &&
      ladder.every((quote) =>
        open.some(
          (order) =>
            order.direction === quote.direction &&
            order.limitPriceSen === quote.priceSen &&
            order.remainingMg === quote.quantityMg,
        ),
      )
    );
  };

  /**
   * Replaces the ladder in one step: the new quotes and the kills of the old ones are queued
   * together, new first, so they land in one batch and no order ever meets an empty side in
   * between. A new quote that crosses an old one cancels it (no self-trade); its kill then
   * finds nothing open, which is fine.
   */
  const requote = async (contract: ContractConfig, referenceSen: bigint): Promise<void> => {
    const stale = deps.openOrders(contract.contractId);
    const placing = quoteLadder(contract, referenceSen).map((quote) =>
      deps.submit({
        kind: 'place',
        accountId: deps.accountId,
        contractId: contract.contractId,
        direction: quote.direction,
        orderType: 'limit',
        quantityMg: quote.quantityMg,
        limitPriceSen: quote.priceSen,
        validity: 'GTC',
        expiresAtMs: null,
        source: 'market-maker',
      }),
    );
    const killing = stale.map((order) =>
      deps.submit({ kind: 'kill', accountId: deps.accountId, orderId: order.id }),
    );
    const [placed] = await Promise.all([Promise.all(placing), Promise.all(killing)]);
    const refused = placed.find((result) => !result.ok);
    if (refused !== undefined && !refused.ok) deps.onRefused(contract.contractId, refused.code);
    quotedAt.set(contract.contractId, referenceSen);
  };

  /** One look at every contract; quotes again where the reference moved or a fill hit. */
  const tick = async (): Promise<void> => {
    const referenceSen = deps.referencePerGramSen();
    for (const contract of contracts) {
      if (contract.status !== 'active') continue;
      const previous = quotedAt.get(contract.contractId);
      const ladder = quoteLadder(contract, previous ?? referenceSen);
      const stale = previous === undefined || needsRequote(previous, referenceSen);
      if (stale || !ladderIsWhole(contract, ladder)) await requote(contract, referenceSen);
    }
  };

  const runOnce = (): Promise<void> => {
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    tick: runOnce,
    start(): void {
      void runOnce();
      timer = setInterval(() => void runOnce(), MARKET_MAKER_TICK_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer !== null) clearInterval(timer);
      timer = null;
      await running;
    },
  };
};
