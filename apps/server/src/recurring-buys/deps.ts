import type { RecordDeps } from '../feature-deps.ts';
import type { ExchangePort } from '../trading/index.ts';

/** What recurring buys need: records, the clock, the notifier, and the exchange that buys. */
export type RecurringBuyDeps = RecordDeps & { readonly exchange: ExchangePort };
