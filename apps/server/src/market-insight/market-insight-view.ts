import type { MarketInsightContract, MarketInsight, TradeVideoSource } from '@emas/api';
import {
  type CalendarDay,
  contracts,
  dayFigures,
  goldFigures,
  jakartaParts,
  marketCalendar,
  marketStatusAt,
  rescaleHalfUp,
  specialClosureOf,
  toDecimalString,
} from '@emas/domain';
import type { Config } from '../config.ts';
import type { MarketData } from '../market/index.ts';
import type { ExchangePort } from '../trading/index.ts';
import type { VideoRow } from './video-repository.ts';
import { videoLinkOf } from './video-links.ts';

/** How market insight leaves the server: decimal strings computed from integers. */

const IDR_DECIMALS = 2;
const USD_DECIMALS = 2;
const USD_MICROS_SCALE = 6;
/** Gold in US dollars per gram shows 4 decimals, as the XAUUSDG chart does. */
const USD_PER_GRAM_DECIMALS = 4;
const PERCENT_DECIMALS = 2;

const idr = (sen: bigint | null): string | null =>
  sen === null ? null : toDecimalString(sen, IDR_DECIMALS);

const pad = (value: number): string => String(value).padStart(2, '0');
const jakartaDateOf = (epochMs: number): string => {
  const { year, month, day } = jakartaParts(epochMs);
  return `${year}-${pad(month)}-${pad(day)}`;
};

/** Each active contract's day per gram; a snapshot of an earlier day counts as no trade yet. */
const contractDays = (exchange: ExchangePort, nowMs: number): MarketInsightContract[] => {
  const today = jakartaDateOf(nowMs);
  return contracts
    .filter((contract) => contract.status === 'active')
    .map((contract) => {
      const day = exchange.snapshot(contract.contractId)?.day;
      const current = day !== undefined && day.date === today ? day : null;
      const figures = dayFigures({
        openSen: current?.openSen ?? null,
        highSen: current?.highSen ?? null,
        lowSen: current?.lowSen ?? null,
        closeSen: current?.closeSen ?? null,
      });
      return {
        contract_id: contract.contractId,
        code_name: contract.codeName,
        name: contract.name,
        low_idr: idr(figures.lowSen),
        high_idr: idr(figures.highSen),
        last_idr: idr(current?.closeSen ?? null),
        change_idr: idr(figures.changeSen),
        change_percent:
          figures.changeBasisPoints === null
            ? null
            : toDecimalString(figures.changeBasisPoints, PERCENT_DECIMALS),
      };
    });
};

const calendarBody = (days: readonly CalendarDay[]): MarketInsight['calendar'] =>
  days.map((day) => ({
    date: day.date,
    weekday: day.weekday,
    spans: day.spans.map((span) => ({ from: span.from, to: span.to, close_type: span.closeType })),
  }));

export type MarketInsightViewDeps = {
  readonly config: Config;
  readonly marketData: MarketData;
  readonly exchange: ExchangePort;
};

export const marketInsightBody = (
  deps: MarketInsightViewDeps,
  nowMs: number,
  days: number,
): MarketInsight => {
  const reference = deps.marketData.referenceFeed.current();
  const rate = deps.marketData.rateFeed.current();
  const gold = goldFigures(reference.xauUsdCentsPerOunce, rate.buyIdrPerUsd);
  const status = marketStatusAt(nowMs, deps.config.marketHours);
  return {
    gold: {
      usd_per_ounce: toDecimalString(gold.usdCentsPerOunce, USD_DECIMALS),
      usd_per_gram: toDecimalString(
        rescaleHalfUp(gold.usdMicrosPerGram, USD_MICROS_SCALE, USD_PER_GRAM_DECIMALS),
        USD_PER_GRAM_DECIMALS,
      ),
      idr_per_ounce: toDecimalString(gold.idrSenPerOunce, IDR_DECIMALS),
      idr_per_gram: toDecimalString(gold.idrSenPerGram, IDR_DECIMALS),
      observed_at: new Date(reference.atMs).toISOString(),
    },
    rate: { buy: rate.buyIdrPerUsd.toString(), sell: rate.sellIdrPerUsd.toString() },
    contracts: contractDays(deps.exchange, nowMs),
    market: { is_closed: status.isClosed, close_type: status.closeType },
    calendar: calendarBody(marketCalendar(nowMs, days, deps.config.marketHours)),
    special_closure: specialClosureOf(jakartaParts(nowMs).year),
    widgets: deps.config.marketWidgets,
  };
};

/** The trade page shows two frames. */
export const TRADE_VIDEO_FRAMES = 2;
const VIDEO_FILE = /\.(mp4|webm|mov)(\?|#|$)/i;

/** Configured sources first; without any, the latest videos operators published. */
export const tradeVideoSources = (
  config: Config,
  published: readonly VideoRow[],
  nowMs: number,
): TradeVideoSource[] => {
  if (config.tradeVideoSources.length > 0) {
    return config.tradeVideoSources.slice(0, TRADE_VIDEO_FRAMES).map((url, index) => ({
      id: `source-${index + 1}`,
      title: new URL(url).host,
      url,
      kind: VIDEO_FILE.test(url) ? 'video' : 'embed',
    }));
  }
  return published.map((video) => ({
    id: video.id,
    title: video.title,
    url: videoLinkOf(config.secret, video.id, nowMs),
    kind: 'video',
  }));
};
