import { featureTranslation } from '../../lib/i18n.ts';
import { recurringBuyMessages } from './messages.ts';

/** The Recurring buys page's texts. */
export const useRecurringBuysTranslation = featureTranslation(
  'recurring-buys',
  recurringBuyMessages,
);
