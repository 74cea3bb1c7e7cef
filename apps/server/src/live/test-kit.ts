import type { GoldPrice } from '@emas/api';

/* Helpers of the live tests and the fan-out benchmark (not a test file itself). */

/** A contract's price as the tiles carry it, about 240 bytes: the real message's size. */
export const samplePrice = (id: number, updatedAt: string): GoldPrice => ({
  id,
  contractId: id,
  buy: '1192793.00',
  sell: '1190412.00',
  contractPriceBuy: '1192793000.00',
  contractPriceSell: '1190412000.00',
  runningPriceBuy: '1192801.50',
  runningPriceSell: '1190420.25',
  updatedAt,
});
