/** Withdrawal bank-account rules (spec 000 sections 3, 5, 6 and 9). */
export * from './bank-account-rules.ts';
export * from './identity-rules.ts';
export * from './owner-name.ts';
