import { setTimeout as wait } from 'node:timers/promises';
import type { BankPayout, PayoutOutcome, PayoutRequest, PayoutStatus } from './bank-payout.ts';

/**
 * A simulated bank that behaves like a real one: each send takes `delayMs`, then times out
 * with `timeoutPercent` chance (and a timed-out send still went through half the time, as a
 * real one may), or is refused with `failurePercent` chance. It pays each idempotency key at
 * most once; `payments` counts what it paid, for tests. `random` and `sleep` are injected so
 * tests are deterministic.
 */
export type SimulatedPayoutOptions = {
  readonly delayMs: number;
  readonly timeoutPercent: number;
  readonly failurePercent: number;
  /** A number in [0, 1). */
  readonly random?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
};

export type SimulatedPayout = BankPayout & {
  /** Each key's paid amount, sen: a key appears at most once. */
  readonly payments: ReadonlyMap<string, bigint>;
  /** How many sends reached the bank, every key included. */
  sends(): number;
};

const BANK_REFERENCE_PREFIX = 'SIMBANK-';

export const simulatedPayout = (options: SimulatedPayoutOptions): SimulatedPayout => {
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? wait;
  const payments = new Map<string, bigint>();
  const refusals = new Map<string, string>();
  let sendCount = 0;
  const chance = (percent: number) => random() * 100 < percent;

  const pay = (request: PayoutRequest): PayoutOutcome => {
    const paidBefore = payments.has(request.idempotencyKey);
    if (!paidBefore) payments.set(request.idempotencyKey, request.amountSen);
    return { kind: 'paid', bankReference: `${BANK_REFERENCE_PREFIX}${request.idempotencyKey}` };
  };

  return {
    payments,
    sends: () => sendCount,
    async send(request) {
      sendCount += 1;
      await sleep(options.delayMs);
      if (payments.has(request.idempotencyKey)) return pay(request);
      if (chance(options.timeoutPercent)) {
        if (chance(50)) pay(request);
        return { kind: 'timeout' };
      }
      if (chance(options.failurePercent)) {
        const reason = 'Rejected by the beneficiary bank';
        refusals.set(request.idempotencyKey, reason);
        return { kind: 'failed', reason };
      }
      return pay(request);
    },
    async inquire(key): Promise<PayoutStatus> {
      await sleep(options.delayMs);
      if (payments.has(key))
        return { kind: 'paid', bankReference: `${BANK_REFERENCE_PREFIX}${key}` };
      const reason = refusals.get(key);
      if (reason !== undefined) return { kind: 'failed', reason };
      return { kind: 'not_found' };
    },
  };
};
