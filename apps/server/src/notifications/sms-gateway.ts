import { setTimeout as wait } from 'node:timers/promises';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { OutgoingMessage } from './notifier.ts';
import { storeInOutbox } from './outbox.ts';

/** An SMS provider: sends one text to one phone number, or throws SmsNotSent. */
export type SmsGateway = { send(message: OutgoingMessage): Promise<void> };

/** The provider did not take the message (refused, or no answer in time). */
export class SmsNotSent extends Error {
  override readonly name: string = 'SmsNotSent';
}

/**
 * No answer from the provider (a timeout, a broken connection, a 5xx): the message may have gone
 * out, so it is not sent again; to the person it is still a message not sent.
 */
export class SmsOutcomeUnknown extends SmsNotSent {
  override readonly name = 'SmsOutcomeUnknown';
}

export type SimulatedSmsOptions = {
  readonly db: Db;
  readonly clock: Clock;
  /** How long the provider takes to answer. */
  readonly delayMs: number;
  /** Share of sends (0-100) the provider refuses or lets time out. */
  readonly failurePercent: number;
  /** A number in [0, 1). */
  readonly random?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
};

/**
 * A simulated SMS provider that behaves like an HTTP one: each send takes `delayMs` and fails
 * with `failurePercent` chance; what it delivers lands in the outbox, which the development
 * mailbox shows as the phone would.
 */
export const simulatedSmsGateway = (options: SimulatedSmsOptions): SmsGateway => {
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? wait;
  return {
    send: async (message) => {
      await sleep(options.delayMs);
      if (random() * 100 < options.failurePercent) throw new SmsNotSent('the provider refused');
      await storeInOutbox(options.db, message, options.clock.now());
    },
  };
};

/** Sends are tried this many times before the message counts as not sent. */
export const SMS_ATTEMPTS_MAX = 2;

/**
 * A gateway that tries a refused send once more, as a provider's client would; never one whose
 * outcome is unknown, which could reach the phone twice.
 */
export const retryingSmsGateway = (gateway: SmsGateway): SmsGateway => ({
  send: async (message) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await gateway.send(message);
        return;
      } catch (error) {
        const refused = error instanceof SmsNotSent && !(error instanceof SmsOutcomeUnknown);
        if (!refused || attempt >= SMS_ATTEMPTS_MAX) throw error;
      }
    }
  },
});
