/** Sanctions and PEP screening, and the large and unusual transactions compliance reports. */
export * from './name-normalisation.ts';
export * from './name-similarity.ts';
export * from './screening-match.ts';
export * from './unusual-transactions.ts';
export * from './birth-date-text.ts';
