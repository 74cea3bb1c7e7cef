/** Account opening for a new client: the fields' rules, the application's states, the next HIN. */
export * from './registration-fields.ts';
export * from './registration-forms.ts';
export * from './kyc.ts';
export * from './risk-profile.ts';
export * from './correction.ts';
export * from './application-state.ts';
export * from './next-hin.ts';
export * from './agreement.ts';
