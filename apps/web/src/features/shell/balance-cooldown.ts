import { DEPOSIT_COOLDOWN_MS } from '@emas/domain';
import { useNow } from '../../components/use-now.ts';
import { parseNumber, storedValue } from '../../lib/stored-value.ts';

/**
 * The balance refresh is blocked for 2 minutes after a refresh (the deposit cooldown of spec
 * 000 section 4). The end time is kept in localStorage, so a reload does not lift it.
 */
const cooldownEndsAtMs = storedValue<number>('emas.deposit_cooldown_until', parseNumber, 0);
const COOLDOWN_SECONDS_MAX = Math.ceil(DEPOSIT_COOLDOWN_MS / 1000);
const TICK_MS = 1000;

/** Whole seconds left in the cooldown, 0 when the refresh is allowed, never above 120. */
export const cooldownSecondsLeft = (endsAtMs: number, nowMs: number): number =>
  Math.min(COOLDOWN_SECONDS_MAX, Math.max(0, Math.ceil((endsAtMs - nowMs) / TICK_MS)));

/** The seconds left, ticking each second while the cooldown runs, and a way to start it. */
export function useBalanceCooldown(): { secondsLeft: number; start: () => void } {
  const endsAtMs = cooldownEndsAtMs.use();
  const nowMs = useNow(TICK_MS, endsAtMs);
  const start = () => cooldownEndsAtMs.set(Date.now() + DEPOSIT_COOLDOWN_MS);
  return { secondsLeft: cooldownSecondsLeft(endsAtMs, nowMs), start };
}
