import type { Db } from '../db/database.ts';

type Holder = {
  readonly id: string;
  readonly email: string;
  readonly level: 'client' | 'lp' | 'ib' | 'fm' | 'ccp';
  readonly fullname: string;
};

/** Where every demo office sits: the exchange's own street in Jakarta. */
const JAKARTA_OFFICE = {
  street: 'Jl. Jenderal Sudirman Kav. 52-53',
  city: 'Jakarta Selatan',
  province: 'DKI Jakarta',
  postcode: '12190',
  country: 'Indonesia',
} as const;

/** A client's home address; a broker or member also has a business name. */
const addressOf = (holder: Holder) =>
  holder.email === 'client@demo.emas.id'
    ? {
        street: 'Jl. Kemang Raya No. 8',
        city: 'Jakarta Selatan',
        province: 'DKI Jakarta',
        postcode: '12730',
        country: 'Indonesia',
      }
    : JAKARTA_OFFICE;

const businessNameOf = (holder: Holder): string | null =>
  holder.level === 'client' ? null : `PT ${holder.fullname}`;

/** Everything after the first word of the full name; null for a one-word name. */
const lastNameOf = (fullname: string): string | null => {
  const rest = fullname.trim().split(/\s+/).slice(1).join(' ');
  return rest === '' ? null : rest;
};

/** `citra.lestari` from 'Citra Lestari'. */
const usernameOf = (fullname: string): string =>
  fullname.trim().toLowerCase().split(/\s+/).join('.');

/**
 * Seeds the demo accounts' settings details (spec 002 section 7): last name, business name,
 * address and a username where the account has none. An account with a profile is left as it
 * is, so seeding again changes nothing. The pospay demo client is left without an address, so
 * the page's '-' for missing values shows on a real account.
 */
export const seedDemoProfiles = async (
  trx: Db,
  holders: readonly Holder[],
  nowMs: number,
): Promise<void> => {
  for (const holder of holders) {
    const existing = await trx
      .selectFrom('account_profiles')
      .select('account_id')
      .where('account_id', '=', holder.id)
      .executeTakeFirst();
    if (existing !== undefined) continue;
    const bare = holder.email === 'pospay@demo.emas.id';
    await trx
      .insertInto('account_profiles')
      .values({
        account_id: holder.id,
        last_name: lastNameOf(holder.fullname),
        business_name: businessNameOf(holder),
        ...(bare ? {} : addressOf(holder)),
        updated_at_ms: BigInt(nowMs),
      })
      .execute();
    await trx
      .updateTable('accounts')
      .set({ username: usernameOf(holder.fullname) })
      .where('id', '=', holder.id)
      .where('username', 'is', null)
      .execute();
  }
};
