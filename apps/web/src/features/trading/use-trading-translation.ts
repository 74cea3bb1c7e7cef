import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../lib/i18n.ts';
import { tradingMessages } from './messages.ts';

// The namespace arrives with the trading code, not with the login route's.
registerMessages('trading', tradingMessages);

/** The trading feature's texts, and the UI language for figures. */
export const useTradingTranslation = () => useTranslation('trading');
