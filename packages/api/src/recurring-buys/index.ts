/** Recurring buys (nabung emas rutin): a client's schedules and their runs (our addition). */
export * from './endpoints.ts';
export * from './schemas.ts';
