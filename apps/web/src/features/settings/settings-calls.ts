import type { AppName } from '@emas/api';
import { accountEndpoints } from '@emas/api/accounts';
import { settingsEndpoints } from '@emas/api/settings';
import { call, endpointQuery } from '../../lib/endpoint-call.ts';
import { sha256Hex } from '../../lib/sha256-hex.ts';

/** The settings' reads; every key starts with 'settings'. */
export const SETTINGS_KEY = 'settings';

/** POST /v2/igx/account_information: the TRADING and ACCOUNT tabs' details. */
export const accountInformationQuery = (userId: string) =>
  endpointQuery(
    [SETTINGS_KEY, 'account-information', userId],
    accountEndpoints.accountInformation,
    { body: { user_id: userId } },
  );

/** POST /v2/igx/payment_information: the PAYMENT tab's RPED and utility accounts. */
export const paymentInformationQuery = (userId: string) =>
  endpointQuery(
    [SETTINGS_KEY, 'payment-information', userId],
    accountEndpoints.paymentInformation,
    { body: { user_id: userId } },
  );

export type PasswordChange = {
  readonly brokerId: AppName;
  readonly oldPassword: string;
  readonly newPassword: string;
};

/** POST /v2/igx/edit_password with both passwords as SHA-256 hex (spec 002 section 7). */
export const editPassword = async (change: PasswordChange) =>
  call(settingsEndpoints.editPassword, {
    body: {
      broker_id: change.brokerId,
      password: await sha256Hex(change.oldPassword),
      new_password: await sha256Hex(change.newPassword),
    },
  });
