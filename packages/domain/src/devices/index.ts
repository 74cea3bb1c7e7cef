/** A client's devices and sign-ins: what a User-Agent says, and the login history's rules. */
export * from './user-agent.ts';
export * from './login-history.ts';
