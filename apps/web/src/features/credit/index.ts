/**
 * The credit feature's public surface for the account pages: the Transfer page's Credit tab.
 * Its console desk is the other face (console.ts), which these pages never load.
 */
export { CreditTab } from './credit-tab.tsx';
