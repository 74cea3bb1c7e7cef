import { featureTranslation } from '../../lib/i18n.ts';
import { tradingScreenMessages } from './screen-messages.ts';

/** The trading screen's texts (issue 23), apart from the spec's ticket texts. */
export const useScreenTranslation = featureTranslation('tradingScreen', tradingScreenMessages);
