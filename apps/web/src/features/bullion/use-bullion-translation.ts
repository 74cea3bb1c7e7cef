import { featureTranslation } from '../../lib/i18n.ts';
import { bullionMessages } from './messages.ts';

/** The bullion tabs' texts. */
export const useBullionTranslation = featureTranslation('bullion', bullionMessages);
