/** The console's staff: two-factor sign-in, the Operators desk and the desks' waiting counts. */
export * from './schemas.ts';
export * from './endpoints.ts';
