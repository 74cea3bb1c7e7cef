/** The operator console's calls; every one but sign-in needs an operator's session. */
export const operatorEndpoints = {} as const;
