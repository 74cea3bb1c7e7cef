/** Account settings: trading, account, payment, fees, tax and password (spec 002). */
export * from './endpoints.ts';
