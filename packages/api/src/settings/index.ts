/** Account settings: trading, account, payment, fees, tax and password (spec 002). */
export * from './account-profile.ts';
export * from './endpoints.ts';
export * from './operator-endpoints.ts';
