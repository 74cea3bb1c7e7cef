import { featureTranslation } from '../../lib/i18n.ts';
import { settingsMessages } from './messages.ts';

/** The settings' texts. */
export const useSettingsTranslation = featureTranslation('settings', settingsMessages);
