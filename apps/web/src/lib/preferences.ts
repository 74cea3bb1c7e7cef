import {
  DEFAULT_CURRENCY,
  DEFAULT_HUB,
  hubs,
  type DisplayCurrency,
  type HubId,
} from '@emas/domain';
import { parseBoolean, parseOneOf, storedValue } from './stored-value.ts';

/** The display currency of the currency switch: idr (default) or usd, remembered. */
export const displayCurrency = storedValue<DisplayCurrency>(
  'emas.currency',
  parseOneOf<DisplayCurrency>(['idr', 'usd']),
  DEFAULT_CURRENCY,
);

const selectableHubs = hubs.filter((hub) => hub.isSelectable).map((hub) => hub.id);

/** The hub switch: only a selectable hub (Jakarta) can be stored. */
export const activeHub = storedValue<HubId>(
  'emas.hub',
  parseOneOf<HubId>(selectableHubs),
  DEFAULT_HUB,
);

/** Whether the top bar shows the balance figure or hides it behind dots. */
export const balanceShown = storedValue<boolean>('emas.balance_shown', parseBoolean, true);
