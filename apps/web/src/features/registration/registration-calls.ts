import type { AppName, CallAnswer, CallInput } from '@emas/api';
import { APPLICANT_BODY_KEYS, registrationEndpoints as calls } from '@emas/api/registration';
import type { ApplicantForms, ApplicantInput } from '@emas/domain';
import { api } from '../../lib/api-client.ts';
import { call } from '../../lib/endpoint-call.ts';

/** Where an application is, as every step answers it. */
export type Progress = CallAnswer<typeof calls.start>['data'];

export const startRegistration = (body: {
  app_name: AppName;
  email: string;
  phone_number: string;
  password: string;
}) => call(calls.start, { body });

export const validateCode = (mode: 'email' | 'sms', token: string, otp: string) =>
  call(mode === 'email' ? calls.validateEmail : calls.validateSms, {
    body: { registration_token: token, otp },
  });

export const resendCode = (mode: 'email' | 'sms', token: string) =>
  call(calls.resendOtp, { body: { registration_token: token, mode } });

export type DetailsBody = CallInput<typeof calls.details>['body'];

export const sendDetails = (body: DetailsBody) => call(calls.details, { body });

export type ProfileBody = CallInput<typeof calls.profile>['body'];

export const sendProfile = (body: ProfileBody) => call(calls.profile, { body });

/** The inputs a correction changes, under their names in the contract's bodies. */
export const sendCorrection = (token: string, inputs: Partial<ApplicantForms>) => {
  const body: Record<string, string> = {};
  for (const [input, value] of Object.entries(inputs)) {
    body[APPLICANT_BODY_KEYS[input as ApplicantInput]] = value;
  }
  return call(calls.correction, { body: { ...body, registration_token: token } });
};

/** Where the application of a token is: how an e-mailed correction link opens it. */
export const readProgress = (token: string) =>
  call(calls.progress, { body: { registration_token: token } });

export const submitRegistration = (token: string) =>
  call(calls.submit, { body: { registration_token: token, agreement_accepted: true } });

/**
 * The photo step, multipart (registration_token, ktp_photo, selfie), its answer checked against
 * the contract's schema, in production too (the build's `call()` ships routes, not schemas):
 * the schema, and zod with it, loads while the photos go, only for this step.
 */
export const sendPhotos = async (
  token: string,
  photos: { ktp: Blob; selfie: Blob },
): Promise<CallAnswer<typeof calls.photos>> => {
  const form = new FormData();
  form.set('registration_token', token);
  form.set('ktp_photo', photos.ktp, 'ktp.jpg');
  form.set('selfie', photos.selfie, 'selfie.jpg');
  const contract = import('@emas/api/registration');
  const json = await api<unknown>(calls.photos.path, { method: 'POST', body: form, auth: false });
  const { registrationProgressAnswerSchema } = await contract;
  return registrationProgressAnswerSchema.parse(json);
};
