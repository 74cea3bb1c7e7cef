/** The bank-accounts feature's public surface: Kelola Rekening and the add flow's pages. */
export { ManageAccountsPage } from './manage-accounts-page.tsx';
export { AddBankAccountPage } from './add-bank-account-page.tsx';
export { IdentityVerificationPage } from './identity-verification-page.tsx';
export { TakePhotoPage } from './take-photo-page.tsx';
export { bankAccountsQuery } from './bank-account-calls.ts';
