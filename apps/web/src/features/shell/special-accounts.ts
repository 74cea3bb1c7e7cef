/**
 * The two special accounts whose navbar shows the exchange name (spec 000 section 2), matched
 * by phone number. Exchange staff accounts in production; none of the demo accounts.
 */
export const EXCHANGE_NAME_PHONE_NUMBERS: readonly string[] = ['081299990001', '081299990002'];

export const showsExchangeName = (phoneNumber: string): boolean =>
  EXCHANGE_NAME_PHONE_NUMBERS.includes(phoneNumber);
