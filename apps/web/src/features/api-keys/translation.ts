import { featureTranslation } from '../../lib/i18n.ts';
import { apiKeyMessages } from './messages.ts';

/** The API KEYS tab's texts. */
export const useApiKeyTranslation = featureTranslation('api-keys', apiKeyMessages);
