import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n.ts';
import { marketMessages } from './messages.ts';

// The namespace arrives with the feature's code, not with the login route's.
registerMessages('market', marketMessages);

/** The market feature's texts. */
export const useMarketTranslation = () => useTranslation('market');
