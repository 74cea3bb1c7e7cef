import { featureTranslation } from '../../lib/i18n.ts';
import { operatorMessages } from './messages.ts';

/** The operator console's texts. */
export const useOperatorTranslation = featureTranslation('operator', operatorMessages);
