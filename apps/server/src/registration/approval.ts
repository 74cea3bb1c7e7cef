import { randomUUID } from 'node:crypto';
import { type Result, fail, nextClientHin, ok } from '@emas/domain';
import type { Db } from '../db/database.ts';
import { storeIdentity } from '../bank-accounts/index.ts';
import { applicantScreeningHold, screenApplicant } from '../screening/index.ts';
import { type Application, applicationById } from './application-repository.ts';
import type { RegistrationDeps } from './deps.ts';
import { keepAccountKyc } from './kyc-repository.ts';
import { welcomeMessage, rejectionMessage } from './decision-messages.ts';

/*
 * The operator's decision. Approval opens the client in one transaction: the account under
 * its broker with the next PC HIN, its credentials (the argon2id hash taken at the start), its
 * RPED commodity account, the identity hashes the bank-account flow checks, the know-your-
 * customer answers (account_kyc), and the decision
 * on the application; then the welcome e-mail. Only a submitted application is decided, once:
 * the decision's update is the transaction's first statement, so a second approval (even a
 * concurrent one) finds nothing to decide and changes nothing.
 */

/** The exchange's settlement bank, where every RPED commodity account is held. */
const RPED_BANK = {
  bank_name: 'Bank Artha Graha Internasional',
  bank_code: '037',
  bank_address: 'Jl. Jend. Sudirman Kav. 52-53, Jakarta Selatan 12190',
  currency: 'IDR',
  swift_code: 'ARTGIDJA',
} as const;

/** Approvals run one at a time in this process, so two never take the same next HIN. */
let approvals: Promise<unknown> = Promise.resolve();
const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
  const next = approvals.then(run, run);
  approvals = next.catch(() => undefined);
  return next;
};

const claimSubmitted = async (
  trx: Db,
  id: string,
  nowMs: bigint,
  status: 'approved' | 'rejected',
) =>
  (
    await trx
      .updateTable('registration_applications')
      .set({ status, decided_at_ms: nowMs })
      .where('id', '=', id)
      .where('status', '=', 'submitted')
      .executeTakeFirst()
  ).numUpdatedRows === 1n;

const nextHin = async (trx: Db): Promise<string> => {
  const rows = await trx
    .selectFrom('accounts')
    .select('hin')
    .where('hin', 'like', 'PC________')
    .orderBy('hin', 'desc')
    .limit(1)
    .execute();
  return nextClientHin(rows.flatMap((row) => (row.hin === null ? [] : [row.hin])));
};

const openAccount = async (trx: Db, application: Application, hin: string, nowMs: bigint) => {
  const accountId = randomUUID();
  const fullname = application.fullname ?? '';
  await trx
    .insertInto('accounts')
    .values({
      id: accountId,
      broker_id: application.broker_id,
      level: 'client',
      hin,
      email: application.email,
      phone_number: application.phone_number,
      username: null,
      fullname,
      first_name: fullname.split(' ')[0] ?? fullname,
      bank_type: 'OTHER',
      parent_account_id: null,
      status: 'active',
      referral_code: `REF${hin.slice(-4)}`,
      created_at_ms: nowMs,
    })
    .execute();
  await trx
    .insertInto('credentials')
    .values({
      account_id: accountId,
      password_hash: application.password_hash,
      updated_at_ms: nowMs,
    })
    .execute();
  await trx
    .insertInto('account_bank_details')
    .values({
      id: randomUUID(),
      account_id: accountId,
      purpose: 'rped',
      position: 0n,
      ...RPED_BANK,
      account_number: `1077${hin.slice(2)}`,
      account_name: fullname,
      created_at_ms: nowMs,
    })
    .execute();
  const lastName = fullname.split(' ').slice(1).join(' ');
  await trx
    .insertInto('account_profiles')
    .values({
      account_id: accountId,
      last_name: lastName === '' ? null : lastName,
      business_name: null,
      street: application.street,
      city: application.city,
      province: application.province,
      postcode: application.postcode,
      country: 'Indonesia',
      updated_at_ms: nowMs,
    })
    .execute();
  return accountId;
};

/** The audit entry, in the decision's own transaction (all or nothing with it). */
const audit = async (
  trx: Db,
  operatorId: string,
  action: string,
  subject: string,
  detail: Record<string, unknown>,
  nowMs: bigint,
) => {
  await trx
    .insertInto('operator_actions')
    .values({
      id: randomUUID(),
      operator_id: operatorId,
      action,
      subject,
      detail: JSON.stringify(detail),
      created_at_ms: nowMs,
    })
    .execute();
};

/** Opens the client account of a submitted application and e-mails its HIN. */
export const approveApplication = (
  deps: RegistrationDeps,
  id: string,
  operatorId: string,
): Promise<Result<Application>> =>
  oneAtATime(async () => {
    // Screened again against today's lists; a hit not cleared by compliance holds the approval.
    await screenApplicant(deps, id);
    const held = await applicantScreeningHold(deps.database.db, id);
    if (held !== null) return fail(held);
    const nowMs = BigInt(deps.clock.now());
    const decided = await deps.database.db.transaction().execute(async (trx) => {
      if (!(await claimSubmitted(trx, id, nowMs, 'approved'))) return null;
      const application = await applicationById(trx, id);
      if (application === null || application.id_no === null || application.mother_name === null) {
        throw new Error('a submitted application lacks its details');
      }
      const hin = await nextHin(trx);
      const accountId = await openAccount(trx, application, hin, nowMs);
      await keepAccountKyc(trx, accountId, application, nowMs);
      await storeIdentity(
        trx,
        accountId,
        { idNumber: application.id_no, motherName: application.mother_name },
        Number(nowMs),
      );
      await trx
        .updateTable('registration_applications')
        .set({ account_id: accountId, hin, id_no: null, mother_name: null })
        .where('id', '=', id)
        .execute();
      await audit(trx, operatorId, 'registration.approve', id, { hin }, nowMs);
      return applicationById(trx, id);
    });
    if (decided === null) return fail('RegistrationNotSubmitted');
    await deps.notifier.send(welcomeMessage(decided));
    return ok(decided);
  });

/** Rejects a submitted application with the operator's reason, e-mailed to the applicant. */
export const rejectApplication = async (
  deps: RegistrationDeps,
  id: string,
  reason: string,
  operatorId: string,
): Promise<Result<Application>> => {
  const nowMs = BigInt(deps.clock.now());
  const decided = await deps.database.db.transaction().execute(async (trx) => {
    if (!(await claimSubmitted(trx, id, nowMs, 'rejected'))) return null;
    await trx
      .updateTable('registration_applications')
      .set({ reject_reason: reason, id_no: null, mother_name: null })
      .where('id', '=', id)
      .execute();
    await audit(trx, operatorId, 'registration.reject', id, { reason }, nowMs);
    return applicationById(trx, id);
  });
  if (decided === null) return fail('RegistrationNotSubmitted');
  await deps.notifier.send(rejectionMessage(decided));
  return ok(decided);
};
