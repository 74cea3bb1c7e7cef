import { PRICE_POLL_MS } from '@emas/domain';
import type { AccountTopic } from '../../lib/query-keys.ts';

/**
 * Account notices come as often as an account's orders move: the lp, whose market maker
 * quotes again every second or so, gets several a second. A topic is reloaded at its first
 * notice, then at most once per window (the spec's 3-second cadence), with one more reload
 * after a burst so the last change always shows.
 */
export const ACCOUNT_REFRESH_MS = PRICE_POLL_MS;

export type TopicThrottle = { notify: (topic: AccountTopic) => void; stop: () => void };

export function throttleTopics(
  reload: (topic: AccountTopic) => void,
  windowMs = ACCOUNT_REFRESH_MS,
): TopicThrottle {
  const windows = new Map<AccountTopic, ReturnType<typeof setTimeout>>();
  const pending = new Set<AccountTopic>();

  const openWindow = (topic: AccountTopic) => {
    const timer = setTimeout(() => {
      windows.delete(topic);
      if (!pending.delete(topic)) return;
      reload(topic);
      openWindow(topic);
    }, windowMs);
    windows.set(topic, timer);
  };

  return {
    notify(topic) {
      if (windows.has(topic)) {
        pending.add(topic);
        return;
      }
      reload(topic);
      openWindow(topic);
    },
    stop() {
      windows.forEach((timer) => clearTimeout(timer));
      windows.clear();
      pending.clear();
    },
  };
}
