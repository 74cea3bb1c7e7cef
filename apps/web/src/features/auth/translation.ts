import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n.ts';
import { authMessages } from './messages.ts';

registerMessages('auth', authMessages);

/** The auth texts, in the chosen language. */
export const useAuthTranslation = () => useTranslation('auth');
