/** Test support shared by every feature: sign a demo account in through the real login call. */
export { type SignedIn, bearer, signInAs } from '../accounts/test-sign-in.ts';
