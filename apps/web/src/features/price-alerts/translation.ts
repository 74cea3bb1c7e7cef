import { featureTranslation } from '../../lib/i18n.ts';
import { priceAlertMessages } from './messages.ts';

/** The Price alerts page's texts. */
export const usePriceAlertTranslation = featureTranslation('price-alerts', priceAlertMessages);
