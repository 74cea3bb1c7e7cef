import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { normalizedMotherName } from '@emas/domain';
import type { Db } from '../db/database.ts';

/*
 * An account holder's identity for the add flow (KTP number and mother's name), as the exchange's
 * KYC records would give it. Only salted scrypt hashes are stored, `scrypt$<salt>$<hash>`: a
 * leaked table gives neither value, and each guess of a KTP number (16 digits, mostly a known
 * region and birth date) costs a memory-hard hash per row. Nothing ever returns them.
 */

/** scrypt cost 2^12: about 10 ms a hash, enough against bulk guessing of one row's values. */
const SCRYPT_OPTIONS = { N: 4096, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

const scryptHex = (value: string, salt: string): Promise<string> =>
  new Promise((resolve, reject) => {
    scrypt(value, salt, HASH_BYTES, SCRYPT_OPTIONS, (error, key) =>
      error === null ? resolve(key.toString('hex')) : reject(error),
    );
  });

const hashOf = async (value: string): Promise<string> => {
  const salt = randomBytes(SALT_BYTES).toString('hex');
  return `scrypt$${salt}$${await scryptHex(value, salt)}`;
};

const matches = async (value: string, stored: string): Promise<boolean> => {
  const [, salt, hash] = stored.split('$');
  if (salt === undefined || hash === undefined) return false;
  const candidate = Buffer.from(await scryptHex(value, salt), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
};

export type Identity = { readonly idNumber: string; readonly motherName: string };

/** Stores (or replaces) an account holder's identity, hashed. */
export const storeIdentity = async (
  db: Db,
  accountId: string,
  identity: Identity,
  nowMs: number,
): Promise<void> => {
  const values = {
    id_no_hash: await hashOf(identity.idNumber),
    mother_name_hash: await hashOf(normalizedMotherName(identity.motherName)),
  };
  await db
    .insertInto('bank_account_identities')
    .values({ account_id: accountId, ...values, created_at_ms: BigInt(nowMs) })
    .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
    .execute();
};

/** Which part of a typed identity differs from the stored one; no stored identity fails both. */
export type IdentityCheck = 'match' | 'id-number' | 'mother-name';

export const checkIdentity = async (
  db: Db,
  accountId: string,
  identity: Identity,
): Promise<IdentityCheck> => {
  const stored = await db
    .selectFrom('bank_account_identities')
    .select(['id_no_hash', 'mother_name_hash'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (stored === undefined || !(await matches(identity.idNumber, stored.id_no_hash))) {
    return 'id-number';
  }
  const mother = normalizedMotherName(identity.motherName);
  return (await matches(mother, stored.mother_name_hash)) ? 'match' : 'mother-name';
};

/**
 * The demo holders' identities, by e-mail (the README lists them): KTP 3171 (Jakarta Pusat)
 * followed by the phone number, and a mother's name per holder.
 */
export const DEMO_IDENTITIES: Readonly<Record<string, Identity>> = {
  'client@demo.emas.id': { idNumber: '3171081200000001', motherName: 'Siti Aminah' },
  'client2@demo.emas.id': { idNumber: '3171081200000002', motherName: 'Dewi Sartika' },
  'pospay@demo.emas.id': { idNumber: '3171081200000003', motherName: 'Sri Wahyuni' },
  'lp@demo.emas.id': { idNumber: '3171081200000006', motherName: 'Ratna Sari' },
};

/** Stores the identities of the demo holders that have none yet, inside the seed's transaction. */
export const seedDemoIdentities = async (db: Db, nowMs: number): Promise<void> => {
  const holders = await db
    .selectFrom('accounts')
    .leftJoin('bank_account_identities', 'bank_account_identities.account_id', 'accounts.id')
    .select(['accounts.id', 'accounts.email'])
    .where('accounts.email', 'in', Object.keys(DEMO_IDENTITIES))
    .where('bank_account_identities.account_id', 'is', null)
    .execute();
  for (const holder of holders) {
    const identity = DEMO_IDENTITIES[holder.email];
    if (identity !== undefined) await storeIdentity(db, holder.id, identity, nowMs);
  }
};
