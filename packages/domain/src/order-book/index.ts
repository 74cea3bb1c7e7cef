export * from './order.ts';
export * from './command.ts';
export * from './report.ts';
export * from './order-book.ts';
export { PRICE_MAX, QUANTITY_MAX, type BookErrorCode } from './validation.ts';
export { FastOrderBook } from './fast-order-book.ts';
export { NaiveOrderBook } from './naive-order-book.ts';
