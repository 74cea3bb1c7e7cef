import { formatCountdown } from '@emas/domain';
import type { ReactNode } from 'react';
import { useNow } from './use-now.ts';

const MS_PER_SECOND = 1000;

/** Milliseconds left until `deadlineMs` (epoch ms), never below zero, refreshed every second. */
export function useCountdown(deadlineMs: number): number {
  return Math.max(0, deadlineMs - useNow(MS_PER_SECOND, deadlineMs));
}

type CountdownProps = {
  /** Epoch ms when the time is up. */
  deadlineMs: number;
  /** Words before the time ('Kirim kembali kode dalam'). */
  label: ReactNode;
  /** What takes the countdown's place at zero (EXPIRED and a resend button, say). */
  whenOver: ReactNode;
  className?: string;
};

/**
 * A label and the time left as mm:ss, then `whenOver` once it reaches zero. The time is not a
 * live region: a screen reader reads it when asked, rather than every second. Remount it
 * (`key`) when the deadline moves.
 */
export function Countdown({ deadlineMs, label, whenOver, className }: CountdownProps) {
  const remainingMs = useCountdown(deadlineMs);
  if (remainingMs === 0) return whenOver;
  const seconds = Math.ceil(remainingMs / MS_PER_SECOND);
  return (
    <p className={className}>
      {label}{' '}
      <time dateTime={`PT${seconds}S`} aria-live="off">
        {formatCountdown(seconds)}
      </time>
    </p>
  );
}
