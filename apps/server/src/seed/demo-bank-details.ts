import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { AccountBankDetailsTable, AccountTable } from '../db/schema.ts';

type Holder = Pick<AccountTable, 'id' | 'level' | 'fullname' | 'phone_number'>;
type Details = Omit<AccountBankDetailsTable, 'id' | 'account_id' | 'created_at_ms'>;

/** Only holders of money have bank accounts: clients (RPED) and the liquidity provider. */
const holdsMoney = (level: AccountTable['level']): boolean => level === 'client' || level === 'lp';

/**
 * Demo bank details, derived from the holder so they are stable across seeds: the RPED
 * commodity account at Bank Artha Graha (the exchange's settlement bank in the demo) and a main
 * withdrawal account at BCA, both in the holder's name, numbered from the phone number.
 */
export const demoBankDetails = (holder: Holder): Details[] => {
  const digits = holder.phone_number.slice(-8);
  return [
    {
      purpose: 'rped',
      position: 0n,
      bank_name: 'Bank Artha Graha Internasional',
      bank_code: '037',
      account_number: `1077${digits}`,
      account_name: holder.fullname,
      bank_address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190',
      currency: 'IDR',
      swift_code: 'ARTGIDJA',
    },
    {
      purpose: 'withdrawal',
      position: 0n,
      bank_name: 'Bank Central Asia',
      bank_code: '014',
      account_number: `52${digits}`,
      account_name: holder.fullname,
      bank_address: 'KCU Thamrin, Jakarta Pusat 10350',
      currency: 'IDR',
      swift_code: 'CENAIDJA',
    },
  ];
};

/** Writes the demo bank details of holders that have none yet, inside the seed transaction. */
export const seedDemoBankDetails = async (
  trx: Db,
  holders: readonly Holder[],
  nowMs: number,
): Promise<void> => {
  for (const holder of holders.filter((h) => holdsMoney(h.level))) {
    const existing = await trx
      .selectFrom('account_bank_details')
      .select('id')
      .where('account_id', '=', holder.id)
      .limit(1)
      .executeTakeFirst();
    if (existing !== undefined) continue;
    await trx
      .insertInto('account_bank_details')
      .values(
        demoBankDetails(holder).map((details) => ({
          ...details,
          id: randomUUID(),
          account_id: holder.id,
          created_at_ms: BigInt(nowMs),
        })),
      )
      .execute();
  }
};
