/** Test fixture: one side's volume of an RRS row, money in USD and IDR, gold in toz and grams. */
export const side = (usd: string, idr: string, toz: string, gram: string) => ({
  total_price: usd,
  totalPriceIdr: idr,
  totalToz: toz,
  total_gram: gram,
});
