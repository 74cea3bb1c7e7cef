/** Recurring buys (nabung emas rutin): a schedule's rules and when it runs. */
export * from './schedule.ts';
export * from './next-run.ts';
export * from './recurring-buy-errors.ts';
