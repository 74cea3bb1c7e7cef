import type { ContractDepth, DepthEntry, EndDayPrice, GoldPrice, Ohlc } from '@emas/api';
import {
  type ContractConfig,
  type DepthLevel,
  contracts,
  mgOfBookSteps,
  pricePerGramSen,
  runningPricesSen,
  toDecimalString,
} from '@emas/domain';
import type { EndDayPriceTable } from '../db/schema.ts';
import type { MarketSnapshot } from './engine/exchange.ts';
import type { ExchangePort } from './exchange-port.ts';

/** How the market leaves the server: rupiah with 2 decimals, lots with up to 5. */

const IDR_DECIMALS = 2;
/** Depth quantities are floored to 5 decimals (spec 001 section 2, Depth). */
const DEPTH_LOT_DECIMALS = 5;

const idr = (sen: bigint): string => toDecimalString(sen, IDR_DECIMALS);
const idrOrNull = (sen: bigint | null | undefined): string | null =>
  sen === null || sen === undefined ? null : idr(sen);

const depthEntry = (contract: ContractConfig, level: DepthLevel): DepthEntry => {
  const mg = mgOfBookSteps(contract, level.quantity);
  const scaled = (mg * 10n ** BigInt(DEPTH_LOT_DECIMALS)) / contract.weightMg;
  return {
    price: idr(level.price),
    quantity: toDecimalString(scaled, DEPTH_LOT_DECIMALS),
    quantityMg: mg.toString(),
    pricePerGram: idr(pricePerGramSen(contract, level.price)),
  };
};

const snapshotsOf = (exchange: ExchangePort): [ContractConfig, MarketSnapshot | null][] =>
  contracts.map((contract) => [contract, exchange.snapshot(contract.contractId)]);

/** Every contract's depth: bids under `buy`, asks under `sell`, best first. */
export const depthBody = (exchange: ExchangePort): ContractDepth[] =>
  snapshotsOf(exchange).map(([contract, snapshot]) => ({
    contractId: contract.contractId,
    buy: (snapshot?.bids ?? []).map((level) => depthEntry(contract, level)),
    sell: (snapshot?.asks ?? []).map((level) => depthEntry(contract, level)),
  }));

/**
 * Every contract's prices: a buyer pays the best ask, a seller gets the best bid (per lot and
 * per gram); the running prices come from the reference price and the market maker's spread.
 */
export const goldPricesBody = (
  exchange: ExchangePort,
  referencePerGramSen: bigint,
  nowMs: number,
): GoldPrice[] => {
  const running = runningPricesSen(referencePerGramSen);
  return snapshotsOf(exchange).map(([contract, snapshot]) => {
    const ask = snapshot?.asks[0]?.price ?? null;
    const bid = snapshot?.bids[0]?.price ?? null;
    return {
      id: contract.contractId,
      contractId: contract.contractId,
      buy: ask === null ? null : idr(pricePerGramSen(contract, ask)),
      sell: bid === null ? null : idr(pricePerGramSen(contract, bid)),
      contractPriceBuy: idrOrNull(ask),
      contractPriceSell: idrOrNull(bid),
      runningPriceBuy: idr(running.buySen),
      runningPriceSell: idr(running.sellSen),
      updatedAt: new Date(snapshot?.updatedAtMs ?? nowMs).toISOString(),
    };
  });
};

/** A contract's market day per gram, and its last trade's price per gram as `rate`. */
export const ohlcBody = (
  contract: ContractConfig,
  snapshot: MarketSnapshot | null,
  rateIdrPerUsd: bigint,
  today: string,
): Ohlc => {
  const day = snapshot?.day;
  const last = day?.lastPriceSen ?? null;
  return {
    contractId: contract.contractId,
    date: day?.date ?? today,
    open: idrOrNull(day?.openSen),
    high: idrOrNull(day?.highSen),
    low: idrOrNull(day?.lowSen),
    close: idrOrNull(day?.closeSen),
    rate: last === null ? null : idr(pricePerGramSen(contract, last)),
    lastPrice: idrOrNull(snapshot?.lastPriceSen),
    caretDirection: day?.caretDirection ?? 'flat',
    streaming_rate: rateIdrPerUsd.toString(),
  };
};

export const endDayPriceBody = (row: EndDayPriceTable): EndDayPrice => {
  const contract = contracts.find((c) => c.contractId === Number(row.contract_id));
  const perGram = (sen: bigint | null) =>
    sen === null || contract === undefined ? null : idr(pricePerGramSen(contract, sen));
  return {
    contractId: Number(row.contract_id),
    date: row.date,
    buy: perGram(row.buy_sen),
    sell: perGram(row.sell_sen),
    contractPriceBuy: idrOrNull(row.buy_sen),
    contractPriceSell: idrOrNull(row.sell_sen),
    open: idrOrNull(row.open_sen),
    high: idrOrNull(row.high_sen),
    low: idrOrNull(row.low_sen),
    close: idrOrNull(row.close_sen),
  };
};
