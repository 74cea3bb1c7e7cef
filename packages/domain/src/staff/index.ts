export * from './totp.ts';
