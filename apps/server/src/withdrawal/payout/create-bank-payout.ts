import type { Config } from '../../config.ts';
import type { BankPayout } from './bank-payout.ts';
import { simulatedPayout } from './simulated-payout.ts';
import { xenditPayout } from './xendit-payout.ts';

/**
 * The bank payout adapter BANK_PAYOUT names, built once: the simulated bank, or Xendit
 * Disbursements (its key checked at start by configProblems). `onProblem` logs what a person
 * must look at; it never carries the key.
 */
export const createBankPayout = (
  config: Pick<
    Config,
    'bankPayout' | 'payoutDelayMs' | 'payoutTimeoutPercent' | 'payoutFailurePercent' | 'providers'
  >,
  onProblem: (message: string) => void,
): BankPayout => {
  const { xendit, timeoutMs } = config.providers;
  if (config.bankPayout === 'xendit') {
    if (xendit.secretKey === null) throw new Error('BANK_PAYOUT=xendit needs XENDIT_SECRET_KEY');
    return xenditPayout({
      secretKey: xendit.secretKey,
      baseUrl: xendit.baseUrl,
      timeoutMs,
      onProblem,
    });
  }
  return simulatedPayout({
    delayMs: config.payoutDelayMs,
    timeoutPercent: config.payoutTimeoutPercent,
    failurePercent: config.payoutFailurePercent,
  });
};
