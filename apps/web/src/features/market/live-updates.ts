import type { Candle, ContractDepth, GoldPrice, LiveMessage } from '@emas/api';
import { contracts } from '@emas/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLive, liveStatus, subscribeLiveStatus } from '../../lib/live-socket.ts';
import {
  accountTopicKeys,
  allAccountKeys,
  queryKeys,
  type AccountTopic,
} from '../../lib/query-keys.ts';
import { getSession } from '../../lib/session.ts';
import { throttleTopics } from './account-refresh.ts';
import { CANDLE_LIMIT, type MarketStatusAnswer } from './queries.ts';

/**
 * Turns pushed live messages into the query cache: market topics replace the cached answers
 * (setQueryData), `account` notices make the signed-in user's orders, balance and gold stale,
 * at most once per topic every 3 seconds (account-refresh.ts).
 */

/** Entries replaced by contract, others kept: a push may carry only the contracts that moved. */
const mergeByContract = <T extends { contractId: number }>(
  old: readonly T[] | undefined,
  pushed: readonly T[],
): T[] => {
  const byId = new Map((old ?? []).map((entry) => [entry.contractId, entry]));
  for (const entry of pushed) byId.set(entry.contractId, entry);
  return [...byId.values()];
};

/** The pushed candle replaces the one of the same start time or is appended, 500 kept. */
export const upsertCandle = (old: readonly Candle[] | undefined, candle: Candle): Candle[] => {
  const list = [...(old ?? [])];
  const last = list[list.length - 1];
  if (last && last.time === candle.time) list[list.length - 1] = candle;
  else if (!last || last.time < candle.time) list.push(candle);
  else return list;
  return list.length > CANDLE_LIMIT ? list.slice(list.length - CANDLE_LIMIT) : list;
};

/** A contract's trade candle moved: it traded, so its list of latest trades is stale. */
const invalidateTradesOf = (client: QueryClient, symbol: string) => {
  const contract = contracts.find((each) => each.codeName === symbol);
  if (contract !== undefined) {
    void client.invalidateQueries({ queryKey: queryKeys.recentTrades(contract.contractId) });
  }
};

const invalidate = (client: QueryClient, keys: readonly (readonly unknown[])[]) => {
  for (const queryKey of keys) void client.invalidateQueries({ queryKey });
};

/** Applies one pushed message; `onAccount` takes the topics of the user's account notices. */
export function applyLiveMessage(
  client: QueryClient,
  message: LiveMessage,
  onAccount: ((topic: AccountTopic) => void) | null,
): void {
  switch (message.type) {
    case 'prices':
      client.setQueryData<GoldPrice[]>(queryKeys.golds, (old) =>
        mergeByContract(old, message.data),
      );
      return;
    case 'depth':
      client.setQueryData<ContractDepth[]>(queryKeys.depth, (old) =>
        mergeByContract(old, message.data),
      );
      return;
    case 'ohlc':
      for (const ohlc of message.data) client.setQueryData(queryKeys.ohlc(ohlc.contractId), ohlc);
      return;
    case 'rate':
      client.setQueryData(queryKeys.streamRate, message.data);
      return;
    case 'candle':
      invalidateTradesOf(client, message.data.symbol);
      // Only a chart that has loaded its history takes pushes; others load it whole later.
      if (client.getQueryData(queryKeys.candles(message.data.symbol)) === undefined) return;
      client.setQueryData<Candle[]>(queryKeys.candles(message.data.symbol), (old) =>
        upsertCandle(old, message.data.candle),
      );
      return;
    case 'market':
      applyMarketStatus(client, message.data);
      return;
    case 'account':
      if (onAccount === null) return;
      for (const topic of message.data.topics) onAccount(topic);
      return;
    case 'welcome':
      return;
  }
}

const applyMarketStatus = (
  client: QueryClient,
  data: { is_closed: boolean; close_type: number },
) => {
  const old = client.getQueryData<MarketStatusAnswer>(queryKeys.marketStatus);
  if (old === undefined) {
    void client.invalidateQueries({ queryKey: queryKeys.marketStatus });
    return;
  }
  const closeType = data.close_type === 1 || data.close_type === 2 ? data.close_type : 0;
  client.setQueryData<MarketStatusAnswer>(queryKeys.marketStatus, {
    ...old,
    is_closed: data.is_closed,
    close_type: closeType,
  });
};

/**
 * Keeps the live channel open while the signed-in shell is on screen. After a drop, the
 * account queries are refreshed once the channel is back, since notices may have been missed.
 */
export function useLiveUpdates(userId: string) {
  const client = useQueryClient();
  useEffect(() => {
    let wasDown = false;
    const unsubscribe = subscribeLiveStatus(() => {
      const status = liveStatus();
      if (status === 'closed') wasDown = true;
      if (status === 'open' && wasDown) {
        wasDown = false;
        invalidate(client, allAccountKeys(userId));
      }
    });
    const accountNotices = throttleTopics((topic) =>
      invalidate(client, accountTopicKeys(userId, topic)),
    );
    const stop = connectLive({
      token: () => getSession()?.token ?? null,
      onMessage: (message) => applyLiveMessage(client, message, accountNotices.notify),
    });
    return () => {
      unsubscribe();
      stop();
      accountNotices.stop();
    };
  }, [client, userId]);
}
