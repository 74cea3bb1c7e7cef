/** The `/v2/poslog/*` calls of spec 002 section 7. */
export const poslogEndpoints = {} as const;
