import type { CallAnswer } from '@emas/api';
import { bankAccountEndpoints as calls } from '@emas/api/bank-accounts';
import { api } from '../../lib/api-client.ts';
import { call, endpointQuery } from '../../lib/endpoint-call.ts';

/** The bank-account calls of the screens, and the multipart photo step. */

export const bankAccountsQuery = () => endpointQuery(['bank-accounts'], calls.list, {});
export const banksQuery = () => endpointQuery(['bank-accounts', 'banks'], calls.banks, {});

export const deleteBankAccount = (id: string) => call(calls.remove, { params: { id } });

export const addBankAccount = (userId: string, bankCode: string, accountNo: string) =>
  call(calls.add, { body: { user_id: userId, bank_code: bankCode, account_no: accountNo } });

export const verifyIdentity = (
  userId: string,
  requestKey: string,
  idNumber: string,
  motherName: string,
) =>
  call(calls.identity, {
    body: { user_id: userId, request_key: requestKey, id_no: idNumber, mother_name: motherName },
  });

export type OtpMode = 'email' | 'sms';

export const validateCode = (mode: OtpMode, userId: string, requestKey: string, code: string) =>
  mode === 'email'
    ? call(calls.validateEmail, { body: { user_id: userId, request_key: requestKey, code } })
    : call(calls.validateSms, { body: { user_id: userId, request_key: requestKey, code } });

export const resendCode = (mode: OtpMode, userId: string, requestKey: string) =>
  call(calls.resendOtp, { body: { user_id: userId, request_key: requestKey, mode } });

/**
 * The photo step, multipart (image, user_id, request_key, validation_string), through the one
 * fetch wrapper (token, 498, 499, 497), its answer checked against the contract's schema, in
 * production too (the build's `call()` ships routes, not schemas): the schema, and zod with it,
 * loads while the photo goes, only for this step.
 */
export const sendSelfie = async (
  userId: string,
  requestKey: string,
  validationString: string,
  image: Blob,
): Promise<CallAnswer<typeof calls.imageVerification>> => {
  const form = new FormData();
  form.set('user_id', userId);
  form.set('request_key', requestKey);
  form.set('validation_string', validationString);
  form.set('image', image, 'selfie.jpg');
  const contract = import('@emas/api/bank-accounts');
  const json = await api<unknown>(calls.imageVerification.path, { method: 'POST', body: form });
  const { bankAccountCodeSentAnswerSchema } = await contract;
  return bankAccountCodeSentAnswerSchema.parse(json);
};
