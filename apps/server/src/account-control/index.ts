/**
 * Account control: compliance locks and unlocks a client's or lp's account (its sessions and
 * sockets end, sign-in answers AccountLocked). Screening locks through `lockAccount` too.
 */
import type { Feature } from '../feature.ts';
import type { AccountLockDeps } from './lock-account.ts';
import { accountControlDesk } from './operator-desk.ts';

export {
  type AccountLockDeps,
  type LockRequest,
  lockAccount,
  lockAndSignOut,
} from './lock-account.ts';

export const accountControlFeature: Feature<AccountLockDeps> = {
  name: 'account-control',
  consoleDesks: [accountControlDesk],
};
