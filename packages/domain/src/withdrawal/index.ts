/** Cash withdrawal rules (spec 000 sections 5 and 9). */
export * from './amount-rules.ts';
export * from './destinations.ts';
export * from './linked-amounts.ts';
export * from './states.ts';
export * from './transfer-form.ts';
