/** Bullion delivery rules (spec 002 sections 4, 5 and 9). */
export * from './quantity.ts';
export * from './bars.ts';
export * from './charges.ts';
export * from './arrival.ts';
export * from './status.ts';
export * from './services.ts';
