import {
  type OrderDirection,
  type OrderType,
  REVIEW_COUNTDOWN_MS,
  REVIEW_SIMULATED_WAIT_MS as SIMULATED_WAIT_MS,
} from '@emas/domain';
import { useCallback, useEffect, useState } from 'react';
import type { StoredSession } from '../../lib/session.ts';

/**
 * The market inquiry of the Review Order (spec 001 sections 4 and 9): idle → loading → success.
 * A market buy succeeds at once and starts the 10-second countdown; a market sell, or any
 * market order of a BAGI bank-type session, first waits a simulated 2 seconds. When the
 * countdown ends the timer stops and submitting is no longer allowed. Limit orders have no
 * inquiry (idle throughout).
 */
/** The bar moves in quarter seconds; the text counts whole seconds. */
const TICK_MS = 250;

export type QuoteStatus = 'idle' | 'loading' | 'success';

export type ReviewQuote = {
  status: QuoteStatus;
  /** Milliseconds left to submit; null when no countdown runs. */
  remainingMs: number | null;
  expired: boolean;
  /** Closing the review while loading puts the inquiry back to idle. */
  reset: () => void;
};

export const quoteWaits = (direction: OrderDirection, bankType: StoredSession['bankType']) =>
  direction === 'sell' || bankType === 'BAGI';

type QuoteState = { status: QuoteStatus; deadlineMs: number | null };

export function useReviewQuote(
  orderType: OrderType,
  direction: OrderDirection,
  bankType: StoredSession['bankType'],
): ReviewQuote {
  const waits = quoteWaits(direction, bankType);
  const [state, setState] = useState<QuoteState>(() => {
    if (orderType !== 'market') return { status: 'idle', deadlineMs: null };
    if (waits) return { status: 'loading', deadlineMs: null };
    return { status: 'success', deadlineMs: Date.now() + REVIEW_COUNTDOWN_MS };
  });
  const [nowMs, setNowMs] = useState(() => Date.now());
  const loading = state.status === 'loading';

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      const now = Date.now();
      setNowMs(now);
      setState({ status: 'success', deadlineMs: now + REVIEW_COUNTDOWN_MS });
    }, SIMULATED_WAIT_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  const { deadlineMs } = state;
  const remainingMs = deadlineMs === null ? null : Math.max(0, deadlineMs - nowMs);
  const running = remainingMs !== null && remainingMs > 0;

  useEffect(() => {
    if (!running || deadlineMs === null) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (now >= deadlineMs) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running, deadlineMs]);

  const reset = useCallback(() => setState({ status: 'idle', deadlineMs: null }), []);
  return { status: state.status, remainingMs, expired: remainingMs === 0, reset };
}
