import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n.ts';
import { reportMessages } from './messages.ts';

registerMessages('reports', reportMessages);

/** The reports' texts, in the chosen language. */
export const useReportsTranslation = () => useTranslation('reports');
