import { featureTranslation } from '../../lib/i18n.ts';
import { newsMessages } from './news-messages.ts';

/** The news texts. */
export const useNewsTranslation = featureTranslation('news', newsMessages);
