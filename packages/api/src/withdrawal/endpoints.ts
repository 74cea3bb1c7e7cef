/** The cash-withdrawal calls of spec 000 section 7. */
export const withdrawalEndpoints = {} as const;
