import { featureTranslation } from '../../lib/i18n.ts';
import { marketInsightMessages } from './messages.ts';

/** Market insight's texts. */
export const useMarketInsightTranslation = featureTranslation(
  'market-insight',
  marketInsightMessages,
);
