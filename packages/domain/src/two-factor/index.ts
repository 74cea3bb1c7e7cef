/** A client's two-factor sign-in: recovery codes, the second step, its rejections. */
export * from './recovery-codes.ts';
export * from './second-factor.ts';
export * from './two-factor-errors.ts';
