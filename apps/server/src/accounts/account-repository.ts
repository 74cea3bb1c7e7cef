import type { AccountInformation, AppName } from '@emas/api';
import type { Db } from '../db/database.ts';
import type { AccountBankDetailsTable } from '../db/schema.ts';
import { AppError } from '../plugins/app-error.ts';

/** The account information view of one account; AccountNotFound if it is gone. */
export const accountInformationOf = async (
  db: Db,
  accountId: string,
): Promise<AccountInformation> => {
  const row = await db
    .selectFrom('accounts as a')
    .innerJoin('brokers as b', 'b.id', 'a.broker_id')
    .select([
      'a.id',
      'a.level',
      'a.hin',
      'a.first_name',
      'a.fullname',
      'a.email',
      'a.phone_number',
      'a.referral_code',
      'a.broker_id',
      'a.bank_type',
      'b.display_name',
    ])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
  if (row === undefined) throw new AppError('AccountNotFound');
  return {
    user_id: row.id,
    level: row.level,
    broker_name: row.display_name,
    app_name: row.broker_id as AppName,
    hin: row.hin,
    // No account is linked to a Kinesis holder id on this platform.
    hinKinesis: null,
    first_name: row.first_name,
    fullname: row.fullname,
    email: row.email,
    phone_number: row.phone_number,
    referralCode: row.referral_code,
    brokerId: row.broker_id,
    bank_type: row.bank_type,
  };
};

export type BankDetails = Omit<AccountBankDetailsTable, 'id' | 'account_id' | 'created_at_ms'>;

/** An account's RPED commodity account and withdrawal accounts, each list in display order. */
export const bankDetailsOf = async (db: Db, accountId: string): Promise<BankDetails[]> =>
  db
    .selectFrom('account_bank_details')
    .select([
      'purpose',
      'position',
      'bank_name',
      'bank_code',
      'account_number',
      'account_name',
      'bank_address',
      'currency',
      'swift_code',
    ])
    .where('account_id', '=', accountId)
    .orderBy('purpose')
    .orderBy('position')
    .execute();
