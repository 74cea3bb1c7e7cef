/** The bank payout adapter: the interface, and the simulated bank chosen by BANK_PAYOUT. */
export type { BankPayout, PayoutOutcome, PayoutRequest, PayoutStatus } from './bank-payout.ts';
export { type SimulatedPayout, createBankPayout, simulatedPayout } from './simulated-payout.ts';
