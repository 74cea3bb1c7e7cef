/** Withdrawal bank accounts: the list, the add flow with identity checks, delete. */
export { type BankAccountDeps, bankAccountRoutes } from './routes.ts';
export {
  approveBankAccount,
  bankAccountsForOperator,
  rejectBankAccount,
  selfieOf,
} from './operator-review.ts';
export type { OperatorBankAccount } from '@emas/api';
export { DEMO_IDENTITIES, seedDemoIdentities, storeIdentity } from './identity.ts';
export { type BankInquiry, simulatedBankInquiry } from './bank-inquiry.ts';
export {
  SELFIE_CONTENT_TYPE,
  cleanSelfie,
  readSelfie,
  removeSelfie,
  storeSelfie,
} from './selfie-storage.ts';
export { REFUSED_PHOTO_RETENTION_MS } from './selfie-retention.ts';
