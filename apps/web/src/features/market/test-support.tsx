/* The market feature's canned answers, for other features' tests. */

/** GET /v2.1/rate/get answered at 16000 rupiah a dollar both ways, valid far ahead. */
export const rateRoute = {
  'GET /v2.1/rate/get': {
    body: {
      status: 200,
      data: {
        streamBuy: '16000.00',
        streamSell: '16000.00',
        stream_buy: { cur_rate: '16000.00' },
        stream_sell: { cur_rate: '16000.00' },
        expired_at: '2099-01-01T00:00:00.000Z',
        next_fetch_at: '2099-01-01T00:00:00.000Z',
      },
    },
  },
};
