/** Withdrawal bank accounts: the list, the add flow with identity checks, delete. */
import { operatorEndpoints as calls } from '@emas/api';
import type { Feature } from '../feature.ts';
import { waitingOn } from '../operator/index.ts';
import type { BankAccountDeps } from './deps.ts';
import { bankAccountJobs } from './jobs.ts';
import { bankAccountDesk } from './operator-desk.ts';
import { bankAccountRoutes } from './routes.ts';

export { DEMO_IDENTITIES, seedDemoIdentities, storeIdentity } from './identity.ts';
export { type BankInquiry, createBankInquiry } from './bank-inquiry.ts';
export {
  SELFIE_CONTENT_TYPE,
  cleanSelfie,
  readSelfie,
  removeSelfie,
  storeSelfie,
} from './selfie-storage.ts';
export { REFUSED_PHOTO_RETENTION_MS } from './selfie-retention.ts';

export const bankAccountsFeature: Feature<BankAccountDeps> = {
  name: 'bank-accounts',
  routes: bankAccountRoutes,
  consoleDesks: [bankAccountDesk],
  deskCounts: [
    waitingOn(calls.bankAccounts, (db) =>
      db.selectFrom('bank_accounts').where('status', '=', 'PENDING'),
    ),
  ],
  jobs: bankAccountJobs,
};
