import type { BankAccount } from '@emas/api';
import { KNOWN_BANKS, type Result, fail, ok } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { bankLogoOf } from './bank-logo.ts';
import { addedAccountsOf, mainAccountOf } from './repository.ts';

/**
 * The list of GET /v2/bank_account: the main withdrawal account first (type etb, verified, never
 * deletable), then the added ones still pending or verified, oldest first.
 */
export const bankAccountList = async (db: Db, accountId: string): Promise<BankAccount[]> => {
  const main = await mainAccountOf(db, accountId);
  const added = await addedAccountsOf(db, accountId);
  const mainRow: BankAccount[] =
    main === undefined
      ? []
      : [
          {
            _id: main.id,
            bank_code: main.bank_code,
            bank_name: main.bank_name,
            account_no: main.account_number,
            account_name: main.account_name,
            bankLogo: bankLogoOf(main.bank_code, main.bank_name),
            type: 'etb',
            can_delete: false,
            status: 'ACCEPTED',
          },
        ];
  return [
    ...mainRow,
    ...added.map((account) => ({
      _id: account.id,
      bank_code: account.bank_code,
      bank_name: account.bank_name,
      account_no: account.account_no,
      account_name: account.account_name,
      bankLogo: bankLogoOf(account.bank_code, account.bank_name),
      type: 'bifast' as const,
      can_delete: true,
      status: account.status === 'ACCEPTED' ? ('ACCEPTED' as const) : ('PENDING' as const),
    })),
  ];
};

export const bankList = () =>
  KNOWN_BANKS.map((bank) => ({ bank_code: bank.code, bank_name: bank.name }));

/**
 * Deletes one of the holder's added accounts. The main account is AccessDenied; an id that is
 * unknown, deleted or another holder's is NotFound (never telling which).
 */
export const deleteBankAccount = async (
  db: Db,
  accountId: string,
  bankAccountId: string,
  nowMs: number,
): Promise<Result<void>> => {
  const main = await mainAccountOf(db, accountId);
  if (main?.id === bankAccountId) return fail('AccessDenied');
  const result = await db
    .updateTable('bank_accounts')
    .set({ status: 'DELETED', deleted_at_ms: BigInt(nowMs) })
    .where('id', '=', bankAccountId)
    .where('account_id', '=', accountId)
    .where('status', 'in', ['PENDING', 'ACCEPTED'])
    .executeTakeFirst();
  return result.numUpdatedRows === 1n ? ok(undefined) : fail('NotFound');
};
