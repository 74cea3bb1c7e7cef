import {
  type OrderDirection,
  type OrderType,
  REVIEW_COUNTDOWN_MS,
  REVIEW_SIMULATED_WAIT_MS as SIMULATED_WAIT_MS,
} from '@emas/domain';
import { useCallback, useEffect, useState } from 'react';
import { useNow } from '../../components/use-now.ts';
import type { StoredSession } from '../../lib/session.ts';

/**
 * The market inquiry of the Review Order (spec 001 sections 4 and 9): idle → loading → success.
 * A market buy succeeds at once and starts the 10-second countdown; a market sell, or any
 * market order of a BAGI bank-type session, first waits a simulated 2 seconds. A market sell's
 * inquiry is held until its disclaimer is ticked (`start`): the 10 seconds are for confirming
 * the price, not for reading the sale statement (docs/decisions.md). When the countdown ends
 * the timer stops and submitting is no longer allowed. Limit orders have no inquiry (idle
 * throughout).
 */
/** The bar moves in quarter seconds; the text counts whole seconds. */
const TICK_MS = 250;

export type QuoteStatus = 'idle' | 'loading' | 'success';

export type ReviewQuote = {
  status: QuoteStatus;
  /** Milliseconds left to submit; null when no countdown runs. */
  remainingMs: number | null;
  expired: boolean;
  /** A market order whose inquiry waits for the sell disclaimer, and has not started yet. */
  held: boolean;
  /** Starts a held inquiry (the disclaimer was ticked); does nothing otherwise. */
  start: () => void;
  /** Closing the review while loading puts the inquiry back to idle. */
  reset: () => void;
};

export const quoteWaits = (direction: OrderDirection, bankType: StoredSession['bankType']) =>
  direction === 'sell' || bankType === 'BAGI';

/** A sell's price is asked for only once the seller has ticked the sale statement. */
export const quoteHeldForDisclaimer = (direction: OrderDirection) => direction === 'sell';

type QuoteState = { status: QuoteStatus; deadlineMs: number | null };

const IDLE: QuoteState = { status: 'idle', deadlineMs: null };

const begun = (waits: boolean, nowMs: number): QuoteState =>
  waits
    ? { status: 'loading', deadlineMs: null }
    : { status: 'success', deadlineMs: nowMs + REVIEW_COUNTDOWN_MS };

export function useReviewQuote(
  orderType: OrderType,
  direction: OrderDirection,
  bankType: StoredSession['bankType'],
): ReviewQuote {
  const isMarket = orderType === 'market';
  const waits = quoteWaits(direction, bankType);
  const holds = isMarket && quoteHeldForDisclaimer(direction);
  const [state, setState] = useState<QuoteState>(() =>
    isMarket && !holds ? begun(waits, Date.now()) : IDLE,
  );
  const loading = state.status === 'loading';

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => {
      setState({ status: 'success', deadlineMs: Date.now() + REVIEW_COUNTDOWN_MS });
    }, SIMULATED_WAIT_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  const { deadlineMs } = state;
  const nowMs = useNow(TICK_MS, deadlineMs ?? 0);
  const remainingMs = deadlineMs === null ? null : Math.max(0, deadlineMs - nowMs);

  const held = holds && state.status === 'idle';
  const start = () => {
    if (!held) return;
    setState(begun(waits, Date.now()));
  };
  const reset = useCallback(() => setState(IDLE), []);
  return {
    status: state.status,
    remainingMs,
    expired: remainingMs === 0,
    held,
    start,
    reset,
  };
}
