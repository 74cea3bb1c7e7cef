import { featureTranslation } from '../../lib/i18n.ts';
import { portfolioMessages } from './messages.ts';

/** The portfolio home's texts. */
export const usePortfolioTranslation = featureTranslation('portfolio', portfolioMessages);
