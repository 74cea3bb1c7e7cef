import { type OperatorRegistration, registrationEndpoints as calls } from '@emas/api';
import type { Result } from '@emas/domain';
import type { FastifyInstance } from 'fastify';
import { SELFIE_CONTENT_TYPE, readSelfie } from '../bank-accounts/index.ts';
import { operatorOf } from '../operator/index.ts';
import { AppError } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { applicantScreeningHold } from '../screening/index.ts';
import { type Application, applicationById } from './application-repository.ts';
import { operatorKycOf } from './applicant-forms.ts';
import { approveApplication, rejectApplication } from './approval.ts';
import { requestCorrection } from './correction.ts';
import { accountKycOf } from './kyc-repository.ts';
import { correctionOf } from './registration-progress.ts';
import type { RegistrationDeps } from './deps.ts';

const ok = 200 as const;

const ms = (value: bigint | null): number | null => (value === null ? null : Number(value));

/** The last correction compliance asked for, if any (kept after the applicant resubmits). */
const correctionSeen = (row: Application) => {
  const asked = correctionOf(row);
  const at = ms(row.correction_requested_at_ms);
  return asked === null || at === null ? null : { ...asked, requested_at: at };
};

type ScreeningHold = OperatorRegistration['screening_hold'];

export const operatorRegistrationOf = (
  row: Application,
  screeningHold: ScreeningHold = null,
): OperatorRegistration => ({
  id: row.id,
  status: row.status,
  broker_id: row.broker_id,
  email: row.email,
  phone_number: row.phone_number,
  fullname: row.fullname ?? '',
  id_no: row.id_no,
  mother_name: row.mother_name,
  date_of_birth: row.date_of_birth ?? '',
  street: row.street ?? '',
  city: row.city ?? '',
  province: row.province ?? '',
  postcode: row.postcode ?? '',
  agreement_version: row.agreement_version,
  submitted_at: ms(row.submitted_at_ms),
  decided_at: ms(row.decided_at_ms),
  hin: row.hin,
  reject_reason: row.reject_reason,
  kyc: operatorKycOf(row),
  correction: correctionSeen(row),
  screening_hold: screeningHold,
});

const answer = (result: Result<Application>) => {
  if (!result.ok) throw AppError.from(result);
  return { status: ok, data: operatorRegistrationOf(result.value) };
};

/**
 * The Registrations desk: the submitted applications (oldest first, as they wait), or every
 * one that reached the desk; both photos; approve, reject with a reason, or ask the applicant
 * for a correction. And a client's answers, kept with the account, for the account-details desk.
 */
export const registrationOperatorDesk = (app: FastifyInstance, deps: RegistrationDeps): void => {
  const { db } = deps.database;
  routeOf(app, calls.operatorList, async (request) => {
    const { offset, limit, status } = request.query;
    const states =
      status === 'submitted'
        ? ['submitted' as const]
        : (['submitted', 'correction_requested', 'approved', 'rejected'] as const);
    const base = db.selectFrom('registration_applications').where('status', 'in', [...states]);
    const [counted, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow(),
      base
        .selectAll()
        .orderBy('submitted_at_ms', status === 'submitted' ? 'asc' : 'desc')
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute(),
    ]);
    const holds = await Promise.all(rows.map((row) => applicantScreeningHold(db, row.id)));
    const body = rows.map((row, at) => operatorRegistrationOf(row, holds[at] ?? null));
    return { status: ok, data: { count: Number(counted.n), body } };
  });
  routeOf(app, calls.operatorPhoto, async (request) => {
    const { id, kind } = request.params;
    const application = await applicationById(db, id);
    const name = kind === 'ktp' ? application?.ktp_photo : application?.selfie_photo;
    const bytes = name == null ? null : await readSelfie(deps.config.uploadDir, name);
    if (bytes === null) throw new AppError('NotFound');
    return {
      status: ok,
      data: { content_type: SELFIE_CONTENT_TYPE, base64: bytes.toString('base64') },
    };
  });
  routeOf(app, calls.operatorApprove, async (request) =>
    answer(await approveApplication(deps, request.params.id, operatorOf(request).id)),
  );
  routeOf(app, calls.operatorReject, async (request) =>
    answer(
      await rejectApplication(deps, request.params.id, request.body.reason, operatorOf(request).id),
    ),
  );
  routeOf(app, calls.operatorRequestCorrection, async (request) => {
    const { fields, note } = request.body;
    const linkBase = deps.config.publicWebUrl;
    const operatorId = operatorOf(request).id;
    const asked = { fields, note, operatorId, linkBase };
    return answer(await requestCorrection(deps, request.params.id, asked));
  });
  routeOf(app, calls.operatorAccountKyc, async (request) => {
    const row = await accountKycOf(db, request.params.id);
    return { status: ok, data: row === null ? null : operatorKycOf(row) };
  });
};
