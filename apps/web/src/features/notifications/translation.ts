import { featureTranslation } from '../../lib/i18n.ts';
import { notificationMessages } from './messages.ts';

/** The bell's and the toasts' texts. */
export const useNotificationTranslation = featureTranslation('notifications', notificationMessages);
