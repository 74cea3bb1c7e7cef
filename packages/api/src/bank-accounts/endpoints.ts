/** The bank-account calls of spec 000 section 7. */
export const bankAccountEndpoints = {} as const;
