import { bankAccountEndpoints as calls, type CallAnswer, type ErrorBody } from '@emas/api';
import { ApiError } from '../../lib/api-client.ts';
import { call, endpointQuery } from '../../lib/endpoint-call.ts';
import { expireSession, getSession } from '../../lib/session.ts';

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

const SESSION_EXPIRED = 498;

const errorBodyOf = (json: unknown): ErrorBody | null =>
  typeof json === 'object' && json !== null && 'err_message' in json ? (json as ErrorBody) : null;

/**
 * The photo step, multipart (image, user_id, request_key, validation_string). The one fetch
 * wrapper sends JSON only, so this call repeats its rules for the statuses it can meet: the
 * bearer token, 498 ends the session, anything not 2xx is an ApiError of the same shape.
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
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(calls.imageVerification.path, {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : {},
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, null, true);
  }
  const json: unknown = await response.json().catch(() => null);
  const body = errorBodyOf(json);
  if (body?.status === SESSION_EXPIRED) expireSession('server');
  if (!response.ok || body !== null) throw new ApiError(response.status, body, false, json);
  return calls.imageVerification.response.parse(json);
};
