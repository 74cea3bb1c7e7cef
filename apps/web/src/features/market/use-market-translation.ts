import { featureTranslation } from '../../lib/i18n.ts';
import { marketMessages } from './messages.ts';

/** The market feature's texts. */
export const useMarketTranslation = featureTranslation('market', marketMessages);
