import {
  ACCOUNT_AGREEMENT_VERSION,
  type KycForm,
  type OtpChannel,
  type PersonalDetailsForm,
  type RegistrationStep,
  type Result,
  agreementProblem,
  fail,
  firstProblem,
  jakartaDateOf,
  kycFormProblems,
  mayTakeRegistrationStep,
  ok,
  personalDetailsProblems,
} from '@emas/domain';
import { cleanSelfie, storeSelfie } from '../bank-accounts/index.ts';
import { screenApplicant } from '../screening/index.ts';
import {
  type Application,
  applicationOfToken,
  progressOf,
  updateApplication,
} from './application-repository.ts';
import { detailsColumnsOf, kycColumnsOf } from './applicant-forms.ts';
import type { RegistrationDeps } from './deps.ts';
import { type ProgressAnswer, progressAnswer } from './registration-progress.ts';
import { type CodeSent, sendRegistrationCode, verifyRegistrationCode } from './registration-otp.ts';

/*
 * The applicant's steps after the start, each naming its application by the token: the two
 * codes, the details, the photos and the agreement. Each step is allowed only at its turn (the
 * domain's order) and only while the application is open.
 */

/** The open application of the token, at a step it may take now. */
const openAt = async (
  deps: RegistrationDeps,
  token: string,
  step: RegistrationStep,
): Promise<Result<Application>> => {
  const application = await applicationOfToken(deps.database.db, token, deps.clock.now());
  if (application === null) return fail('RegistrationNotFound');
  if (application.status !== 'otp_pending') return fail('RegistrationStepNotAllowed');
  return mayTakeRegistrationStep(progressOf(application), step)
    ? ok(application)
    : fail('RegistrationStepNotAllowed');
};

const reread = async (
  deps: RegistrationDeps,
  token: string,
  code: CodeSent | null = null,
): Promise<Result<ProgressAnswer>> => {
  const application = await applicationOfToken(deps.database.db, token, deps.clock.now());
  if (application === null) return fail('RegistrationNotFound');
  return ok(progressAnswer(token, application, code));
};

/** Where the application is, for an applicant coming back to the page. */
export const applicationProgress = (deps: RegistrationDeps, token: string) => reread(deps, token);

const verifiedColumn = {
  email: 'email_verified_at_ms',
  sms: 'phone_verified_at_ms',
} as const;

/** Checks the channel's code; the e-mail's passing sends the SMS code. */
export const verifyContact = async (
  deps: RegistrationDeps,
  token: string,
  channel: OtpChannel,
  code: string,
): Promise<Result<ProgressAnswer>> => {
  const application = await openAt(deps, token, channel === 'email' ? 'email_otp' : 'sms_otp');
  if (!application.ok) return application;
  const { id, phone_number: phone } = application.value;
  const verified = await verifyRegistrationCode(deps, id, channel, code);
  if (!verified.ok) return verified;
  await updateApplication(deps.database.db, id, {
    [verifiedColumn[channel]]: BigInt(deps.clock.now()),
  });
  if (channel === 'sms') return reread(deps, token);
  const sent = await sendRegistrationCode(deps, id, 'sms', phone);
  return sent.ok ? reread(deps, token, sent.value) : sent;
};

/** A new code by the channel whose turn it is. */
export const resendContactCode = async (
  deps: RegistrationDeps,
  token: string,
  channel: OtpChannel,
): Promise<Result<ProgressAnswer>> => {
  const application = await openAt(deps, token, channel === 'email' ? 'email_otp' : 'sms_otp');
  if (!application.ok) return application;
  const { id, email, phone_number: phone } = application.value;
  const sent = await sendRegistrationCode(deps, id, channel, channel === 'email' ? email : phone);
  return sent.ok ? reread(deps, token, sent.value) : sent;
};

/** The personal details, checked by the domain's rules (the first problem is the answer). */
export const giveDetails = async (
  deps: RegistrationDeps,
  token: string,
  form: PersonalDetailsForm,
): Promise<Result<ProgressAnswer>> => {
  const application = await openAt(deps, token, 'details');
  if (!application.ok) return application;
  const problem = firstProblem(personalDetailsProblems(form, jakartaDateOf(deps.clock.now())));
  if (problem !== null) return fail(problem);
  await updateApplication(deps.database.db, application.value.id, detailsColumnsOf(form));
  return reread(deps, token);
};

/** The know-your-customer answers; the risk profile they give is in the answer. */
export const giveProfile = async (
  deps: RegistrationDeps,
  token: string,
  form: KycForm,
): Promise<Result<ProgressAnswer>> => {
  const application = await openAt(deps, token, 'profile');
  if (!application.ok) return application;
  const problem = firstProblem(kycFormProblems(form));
  if (problem !== null) return fail(problem);
  await updateApplication(deps.database.db, application.value.id, kycColumnsOf(form));
  return reread(deps, token);
};

/**
 * Both photos, each checked by its bytes and re-encoded without metadata (the bank-account
 * selfie's checks), stored outside the web root; nothing is stored unless both pass.
 */
export const givePhotos = async (
  deps: RegistrationDeps,
  token: string,
  photos: { ktp: Buffer; selfie: Buffer },
): Promise<Result<ProgressAnswer>> => {
  const application = await openAt(deps, token, 'photos');
  if (!application.ok) return application;
  const ktp = await cleanSelfie(photos.ktp);
  if (!ktp.ok) return ktp;
  const selfie = await cleanSelfie(photos.selfie);
  if (!selfie.ok) return selfie;
  const { uploadDir } = deps.config;
  await updateApplication(deps.database.db, application.value.id, {
    ktp_photo: await storeSelfie(uploadDir, ktp.value),
    selfie_photo: await storeSelfie(uploadDir, selfie.value),
  });
  return reread(deps, token);
};

/** The agreement accepted, the application goes to the operators' desk. */
export const submitApplication = async (
  deps: RegistrationDeps,
  token: string,
  accepted: boolean,
): Promise<Result<ProgressAnswer>> => {
  const application = await openAt(deps, token, 'agreement');
  if (!application.ok) return application;
  const problem = agreementProblem(accepted);
  if (problem !== null) return fail(problem);
  const nowMs = BigInt(deps.clock.now());
  const submitted = await deps.database.db
    .updateTable('registration_applications')
    .set({
      status: 'submitted',
      agreement_version: ACCOUNT_AGREEMENT_VERSION,
      submitted_at_ms: nowMs,
    })
    .where('id', '=', application.value.id)
    .where('status', '=', 'otp_pending')
    .executeTakeFirst();
  if (submitted.numUpdatedRows === 0n) return fail('RegistrationStepNotAllowed');
  // Screened as it reaches the desk, so a hit is there before anyone opens the application.
  await screenApplicant(deps, application.value.id);
  return reread(deps, token);
};
