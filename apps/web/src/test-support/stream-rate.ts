/** A GET /v2.1/rate/get answer at `idrPerUsd` rupiah per dollar, for tests that show dollars. */
export const streamRateReply = (idrPerUsd: string) => ({
  body: {
    status: 200,
    data: {
      streamBuy: idrPerUsd,
      streamSell: idrPerUsd,
      stream_buy: { cur_rate: idrPerUsd },
      stream_sell: { cur_rate: idrPerUsd },
      expired_at: '2099-01-01T00:00:00.000Z',
      next_fetch_at: '2099-01-01T00:00:00.000Z',
    },
  },
});
