import type { MarketInsight } from '@emas/api';

/** A market insight answer as the server writes it: Wednesday 25 Nov 2026, before the holiday. */
export const insightAnswer = (overrides: Partial<MarketInsight> = {}): MarketInsight => ({
  gold: {
    usd_per_ounce: '2650.00',
    usd_per_gram: '85.1995',
    idr_per_ounce: '42400000.00',
    idr_per_gram: '1363191.65',
    observed_at: '2026-11-25T03:00:00.000Z',
  },
  rate: { buy: '16000', sell: '16000' },
  contracts: [
    {
      contract_id: 5,
      code_name: 'DG1',
      name: '1 gram',
      low_idr: '1350000.00',
      high_idr: '1370000.00',
      last_idr: '1365000.00',
      change_idr: '15000.00',
      change_percent: '1.11',
    },
    {
      contract_id: 1,
      code_name: 'DG100',
      name: '100 gram',
      low_idr: null,
      high_idr: null,
      last_idr: null,
      change_idr: null,
      change_percent: null,
    },
  ],
  market: { is_closed: false, close_type: 0 },
  calendar: [
    {
      date: '2026-11-25',
      weekday: 3,
      spans: [
        { from: '00:00', to: '05:00', close_type: 0 },
        { from: '05:00', to: '07:00', close_type: 1 },
        { from: '07:00', to: '24:00', close_type: 0 },
      ],
    },
    { date: '2026-11-28', weekday: 6, spans: [{ from: '00:00', to: '24:00', close_type: 1 }] },
    { date: '2026-11-30', weekday: 1, spans: [{ from: '00:00', to: '24:00', close_type: 2 }] },
  ],
  special_closure: { from: '2026-11-29', to: '2026-12-02' },
  widgets: 'none',
  ...overrides,
});

export const insightReply = (overrides: Partial<MarketInsight> = {}) => ({
  body: { status: 200, data: insightAnswer(overrides) },
});
