import type { BankAccount } from '@emas/api';
import { mainWithdrawalAccount } from '@emas/api/test-fixtures';
import { type ErrorCode, errorCatalogue, errorMessages } from '@emas/domain';
import type { RouteObject } from 'react-router';
import { saveSession } from '../../lib/session.ts';
import { authAnswer } from '../../test-support/session-fixtures.ts';
import { AddBankAccountPage } from './add-bank-account-page.tsx';
import { IdentityVerificationPage } from './identity-verification-page.tsx';
import { ManageAccountsPage } from './manage-accounts-page.tsx';
import { TakePhotoPage } from './take-photo-page.tsx';

/* Helpers of the bank-account screen tests (not a test file itself). */

export const USER_ID = 'user-1';

export const signInClient = () => saveSession(authAnswer({ user_id: USER_ID }), Date.now());

export const account = (overrides: Partial<BankAccount> = {}): BankAccount => ({
  _id: 'account-1',
  bank_code: '002',
  bank_name: 'BRI',
  account_no: '1400000001',
  account_name: 'CITRA LESTARI',
  bankLogo: 'data:image/svg+xml,%3Csvg%3E%3C%2Fsvg%3E',
  type: 'bifast',
  can_delete: true,
  status: 'PENDING',
  ...overrides,
});

export const mainAccount = account({ _id: 'main', ...mainWithdrawalAccount });

/** A refusal as the server's error handler writes it, with the catalogue's texts. */
export const refusal = (code: ErrorCode, params?: Record<string, string | number>) => {
  const entry = errorCatalogue[code];
  const messages = errorMessages(code, params);
  return {
    status: entry.http,
    body: {
      status: entry.status,
      status_code: entry.status,
      code,
      iserror: true,
      err_message: messages.en,
      err_message_id: messages.id,
      message_id: messages.id,
    },
  };
};

export const ok = (data: unknown) => ({ body: { status: 200, data } });

/** The feature's four pages at their paths, as the router mounts them. */
export const bankRoutes: RouteObject[] = [
  { path: '/settings/rekening-penarikan', element: <ManageAccountsPage /> },
  { path: '/add-bank-account', element: <AddBankAccountPage /> },
  { path: '/add-bank-account/identity-verification', element: <IdentityVerificationPage /> },
  { path: '/add-bank-account/take-photo', element: <TakePhotoPage /> },
  { path: '/settings', element: <p>Settings page</p> },
];
