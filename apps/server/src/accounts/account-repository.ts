import type { AccountInformation, AppName } from '@emas/api';
import type { InventoryLot } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { PROFILE_DETAIL_COLUMNS } from '../db/profile-columns.ts';
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
    .leftJoin('account_profiles as p', 'p.account_id', 'a.id')
    .select([
      ...PROFILE_DETAIL_COLUMNS,
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
    last_name: row.last_name,
    username: row.username,
    business_name: row.business_name,
    street: row.street,
    city: row.city,
    province: row.province,
    postcode: row.postcode,
    country: row.country,
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

/** An account's gold lots with gold left, per contract, for average costs. */
export const openLotsOf = async (
  db: Db,
  accountId: string,
): Promise<Map<number, InventoryLot[]>> => {
  const rows = await db
    .selectFrom('gold_inventories')
    .select(['id', 'contract_id', 'remaining_mg', 'cost_per_gram_sen', 'created_at_ms'])
    .where('account_id', '=', accountId)
    .where('remaining_mg', '>', 0n)
    .execute();
  const lots = new Map<number, InventoryLot[]>();
  for (const row of rows) {
    const contractId = Number(row.contract_id);
    const list = lots.get(contractId) ?? [];
    list.push({
      id: row.id,
      remainingMg: BigInt(row.remaining_mg),
      costPerGramSen: BigInt(row.cost_per_gram_sen),
      acquiredAtMs: Number(row.created_at_ms),
    });
    lots.set(contractId, list);
  }
  return lots;
};

/** What an account has sold, per contract: gold, proceeds after charges, and its LIFO cost. */
export type SoldFigures = { mg: bigint; proceedsSen: bigint; costSen: bigint };

export const soldOf = async (db: Db, accountId: string): Promise<Map<number, SoldFigures>> => {
  const rows = await db
    .selectFrom('trades')
    .select((eb) => [
      'contract_id',
      eb.fn.sum<string | number | bigint>('quantity_mg').as('mg'),
      eb.fn
        .sum<string | number | bigint>(
          eb(
            eb(eb('value_sen', '-', eb.ref('seller_fee_sen')), '-', eb.ref('seller_tax_sen')),
            '-',
            eb.ref('seller_storage_fee_sen'),
          ),
        )
        .as('proceeds'),
      eb.fn.sum<string | number | bigint>('seller_cost_sen').as('cost'),
    ])
    .where('seller_account_id', '=', accountId)
    .groupBy('contract_id')
    .execute();
  return new Map(
    rows.map((row) => [
      Number(row.contract_id),
      { mg: BigInt(row.mg), proceedsSen: BigInt(row.proceeds), costSen: BigInt(row.cost) },
    ]),
  );
};
