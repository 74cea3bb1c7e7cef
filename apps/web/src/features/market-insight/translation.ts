import { featureTranslation } from '../../lib/i18n.ts';
import { insightMessages } from './messages.ts';

/** Market insight's texts. */
export const useInsightTranslation = featureTranslation('insight', insightMessages);
