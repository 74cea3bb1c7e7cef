/** Credit lines: the credit card's figures and the rules of a credit request. */
export * from './credit-line.ts';
