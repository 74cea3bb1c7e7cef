/** The bank payout adapter: the interface, the simulated bank and Xendit, chosen by BANK_PAYOUT. */
export type { BankPayout, PayoutOutcome, PayoutRequest, PayoutStatus } from './bank-payout.ts';
export { type SimulatedPayout, simulatedPayout } from './simulated-payout.ts';
export { createBankPayout } from './create-bank-payout.ts';
export { xenditPayout } from './xendit-payout.ts';
