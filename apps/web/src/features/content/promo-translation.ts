import { featureTranslation } from '../../lib/i18n.ts';
import { promoMessages } from './promo-messages.ts';

/** The promo texts. */
export const usePromoTranslation = featureTranslation('promo', promoMessages);
