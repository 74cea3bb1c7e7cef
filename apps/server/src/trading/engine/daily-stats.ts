import { type ContractConfig, jakartaParts, pricePerGramSen } from '@emas/domain';

/**
 * A contract's market day so far, from its trades: open, high, low and close per gram (sen),
 * the last trade's price per lot, and which way it moved from the trade before.
 */
export type DailyStats = {
  readonly date: string;
  readonly openSen: bigint | null;
  readonly highSen: bigint | null;
  readonly lowSen: bigint | null;
  readonly closeSen: bigint | null;
  readonly lastPriceSen: bigint | null;
  readonly caretDirection: 'up' | 'down' | 'flat';
};

const pad = (value: number): string => String(value).padStart(2, '0');

/** The Jakarta calendar date of an instant, YYYY-MM-DD: the market day. */
export const jakartaDate = (epochMs: number): string => {
  const { year, month, day } = jakartaParts(epochMs);
  return `${year}-${pad(month)}-${pad(day)}`;
};

export const emptyDay = (date: string): DailyStats => ({
  date,
  openSen: null,
  highSen: null,
  lowSen: null,
  closeSen: null,
  lastPriceSen: null,
  caretDirection: 'flat',
});

const caret = (before: bigint | null, now: bigint): DailyStats['caretDirection'] =>
  before === null || before === now ? 'flat' : now > before ? 'up' : 'down';

/** The day after one more trade; a trade on a later day starts a new one. */
export const withTrade = (
  stats: DailyStats,
  contract: Pick<ContractConfig, 'weightMg'>,
  priceSen: bigint,
  atMs: number,
): DailyStats => {
  const date = jakartaDate(atMs);
  const day = date === stats.date ? stats : { ...emptyDay(date), lastPriceSen: stats.lastPriceSen };
  const perGram = pricePerGramSen(contract, priceSen);
  return {
    date,
    openSen: day.openSen ?? perGram,
    highSen: day.highSen === null || perGram > day.highSen ? perGram : day.highSen,
    lowSen: day.lowSen === null || perGram < day.lowSen ? perGram : day.lowSen,
    closeSen: perGram,
    lastPriceSen: priceSen,
    caretDirection: caret(day.lastPriceSen, priceSen),
  };
};

/** The day as of `nowMs`: yesterday's figures give way to an empty day. */
export const statsOn = (stats: DailyStats, nowMs: number): DailyStats => {
  const date = jakartaDate(nowMs);
  return stats.date === date ? stats : { ...emptyDay(date), lastPriceSen: stats.lastPriceSen };
};
