import {
  type AccountLevel,
  NO_VOLUME,
  RRS_GROUPS,
  type RrsVolume,
  addVolume,
  contractById,
  rateRatioText,
  revenueShareSen,
  rrsGroupOf,
  rrsWeights,
  senToUsdMinor,
  toDecimalString,
} from '@emas/domain';
import type { VolumeRow } from './volumes.ts';

/** Dollars are shown at the rate now: a period's trades span many rates. */
const usd = (sen: bigint, rate: bigint) => toDecimalString(senToUsdMinor(sen, rate, 2), 2);
const idr = (sen: bigint) => toDecimalString(sen, 2);

type Totals = { buy: RrsVolume; sell: RrsVolume; feeSen: bigint };
const NO_TOTALS: Totals = { buy: NO_VOLUME, sell: NO_VOLUME, feeSen: 0n };

const add = (totals: Totals, row: VolumeRow): Totals => ({
  buy: addVolume(totals.buy, { valueSen: row.buy_value_sen, mg: row.buy_mg }),
  sell: addVolume(totals.sell, { valueSen: row.sell_value_sen, mg: row.sell_mg }),
  feeSen: totals.feeSen + row.fee_sen,
});

export const totalsOf = (rows: readonly VolumeRow[]): Totals => rows.reduce(add, NO_TOTALS);

const side = (volume: RrsVolume, rate: bigint) => {
  const weights = rrsWeights(volume.mg);
  return {
    total_price: usd(volume.valueSen, rate),
    totalPriceIdr: idr(volume.valueSen),
    totalToz: weights.toz,
    total_gram: weights.gram,
  };
};

/** The report's volume columns of some totals. */
export const volumesView = (totals: Totals, rate: bigint) => {
  const all = addVolume(totals.buy, totals.sell);
  const weights = rrsWeights(all.mg);
  return {
    gold: { buy: side(totals.buy, rate), sell: side(totals.sell, rate) },
    total_trade: usd(all.valueSen, rate),
    totalTradeIdr: idr(all.valueSen),
    totalToz: weights.toz,
    total_gram: weights.gram,
    rateRatio: rateRatioText(totals.sell.valueSen, totals.buy.valueSen),
  };
};

/** One row per contract group that traded, in the groups' order. */
export const productRows = (rows: readonly VolumeRow[], rate: bigint) =>
  RRS_GROUPS.flatMap((group) => {
    const members = rows.filter((row) => {
      const contract = contractById(row.contract_id);
      return contract !== undefined && rrsGroupOf(contract) === group;
    });
    const [first] = members;
    if (first === undefined) return [];
    return [
      { contract_id: first.contract_id, name: group, ...volumesView(totalsOf(members), rate) },
    ];
  });

export type ReportAccount = {
  id: string;
  hin: string | null;
  fullname: string;
  level: string;
  /** The accounts whose trades count for this row: a client itself, a branch everyone below. */
  memberIds: ReadonlySet<string>;
};

export const accountRows = (
  accounts: readonly ReportAccount[],
  rows: readonly VolumeRow[],
  rate: bigint,
) =>
  accounts.map((account) => ({
    _id: account.id,
    fullname: account.fullname,
    trade_account: { hin: account.hin ?? '-' },
    level: account.level,
    ...volumesView(totalsOf(rows.filter((row) => account.memberIds.has(row.account_id))), rate),
  }));

/**
 * The caller's revenue from the fees in `rows`: an fm's 25 %, an ib's 35 %; the ccp sees the
 * fees themselves (the exchange's income); anyone else earns none.
 */
export const revenueOf = (level: AccountLevel, rows: readonly VolumeRow[], rate: bigint) => {
  const fees = totalsOf(rows).feeSen;
  const sen = level === 'ccp' ? fees : revenueShareSen(fees, level);
  return { usd: usd(sen, rate), idr: idr(sen) };
};
