import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AccountKycTable } from '../db/schema.ts';
import type { Application } from './application-repository.ts';

/** A client's know-your-customer answers, kept with the account once it is opened. */
export const accountKycOf = async (
  db: Db,
  accountId: string,
): Promise<Selectable<AccountKycTable> | null> =>
  (await db
    .selectFrom('account_kyc')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst()) ?? null;

/**
 * Copies an approved application's answers to its account (in the approval's transaction). An
 * application submitted before the questionnaire existed has none: nothing is kept.
 */
export const keepAccountKyc = async (
  trx: Db,
  accountId: string,
  application: Application,
  nowMs: bigint,
): Promise<void> => {
  const { occupation, source_of_funds, account_purpose, monthly_transaction } = application;
  const { risk_answers, risk_score, risk_profile } = application;
  if (
    occupation === null ||
    source_of_funds === null ||
    account_purpose === null ||
    monthly_transaction === null ||
    risk_answers === null ||
    risk_score === null ||
    risk_profile === null
  ) {
    return;
  }
  await trx
    .insertInto('account_kyc')
    .values({
      account_id: accountId,
      application_id: application.id,
      npwp: application.npwp,
      occupation,
      occupation_other: application.occupation_other,
      source_of_funds,
      account_purpose,
      monthly_transaction,
      risk_answers,
      risk_score,
      risk_profile,
      created_at_ms: nowMs,
    })
    .execute();
};
