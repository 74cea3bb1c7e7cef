import { featureTranslation } from '../../lib/i18n.ts';
import { tradingMessages } from './messages.ts';

/** The trading feature's texts. */
export const useTradingTranslation = featureTranslation('trading', tradingMessages);
