/** Recurring buys' public surface: the /recurring-buys page (nabung emas rutin). */
export { RecurringBuysPage } from './recurring-buys-page.tsx';
