/**
 * Proves the spec 000 section 8 mapping from a failed call to the text shown, for the login
 * chain's steps, the recovery calls and the reset call.
 */
import type { ErrorBody } from '@emas/api';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  isOtpChallengeGone,
  loginErrorMessage,
  recoveryErrorMessage,
  resetErrorMessage,
} from './auth-errors.ts';

const body = (status: number, extra: Partial<ErrorBody> = {}): ErrorBody => ({
  status,
  status_code: status,
  code: 'Test',
  iserror: true,
  err_message: `en ${status}`,
  err_message_id: `id ${status}`,
  message_id: `mid ${status}`,
  ...extra,
});
const answered = (http: number, errorBody: ErrorBody | null) => new ApiError(http, errorBody);
const offline = new ApiError(0, null, true);
const credentials = 'ENSURE YOUR EMAIL AND PASSWORD ARE CORRECT';

describe('loginErrorMessage', () => {
  it.each([
    ['2018', answered(401, body(2018)), 'auth', credentials],
    ['2022 with its broker hint', answered(401, body(2022)), 'auth', 'id 2022'],
    ['an application awaiting approval', answered(403, body(403)), 'checkUser', 'id 403'],
    ['2023', answered(403, body(2023)), 'auth', credentials],
    [
      'a locked account, in its own words',
      answered(403, body(403, { code: 'AccountLocked', err_message_id: 'Akun Anda dikunci.' })),
      'auth',
      'Akun Anda dikunci.',
    ],
    ['422 with a body', answered(422, body(422, { status_code: 9000 })), 'checkUser', credentials],
    ['422 without a body', answered(422, null), 'auth', credentials],
    ['404', answered(404, body(404)), 'checkUser', 'Account not found!'],
    ['429 in Indonesian', answered(429, body(429)), 'auth', 'id 429'],
    ['no answer', offline, 'auth', 'Server appears to be offline'],
    ['500 without a body', answered(500, null), 'auth', 'Something went Wrong'],
    ['account info 403', answered(403, body(403)), 'accountInformation', 'id 403'],
    ['account info 500', answered(500, body(500)), 'accountInformation', 'Something went Wrong'],
    ['account info offline', offline, 'accountInformation', 'Server appears to be offline'],
    ['a non-API error', new TypeError('bug'), 'auth', 'Something went Wrong'],
  ] as const)('%s gives %s', (_case, error, step, text) => {
    expect(loginErrorMessage(error, step, 'id')).toBe(text);
  });

  it('gives the throttle message in English on an English page', () => {
    expect(loginErrorMessage(answered(429, body(429)), 'auth', 'en')).toBe('en 429');
  });
});

describe('recoveryErrorMessage', () => {
  const validation = body(422, {
    status_code: 9000,
    errors: [
      { field: 'email', message: 'first', message_id: 'pertama' },
      { field: 'app_name', message: 'second', message_id: 'kedua' },
    ],
  });
  it.each([
    ['9000 in Indonesian', answered(422, validation), 'id', 'pertama'],
    ['9000 in English', answered(422, validation), 'en', 'first'],
    ['9000 without field errors', answered(422, body(422, { status_code: 9000 })), 'id', 'id 422'],
    ['another status, always err_message_id', answered(404, body(404)), 'en', 'id 404'],
    ['no answer', offline, 'id', 'Server appears to be offline'],
    ['an answer without a body', answered(502, null), 'id', 'Error'],
  ] as const)('%s gives %s', (_case, error, language, text) => {
    expect(recoveryErrorMessage(error, language)).toBe(text);
  });
});

describe('resetErrorMessage', () => {
  it.each([
    ['498 gives message_id', answered(401, body(498)), 'mid 498'],
    ['another status gives err_message_id', answered(400, body(400)), 'id 400'],
    ['no answer', offline, 'Server appears to be offline'],
    ['no body', answered(500, null), 'Error'],
  ])('%s', (_case, error, text) => {
    expect(resetErrorMessage(error)).toBe(text);
  });
});

describe('isOtpChallengeGone', () => {
  it.each([
    [answered(400, body(9004)), true],
    [answered(400, body(400, { status_code: 9004 })), true],
    [answered(400, body(400)), false],
    [offline, false],
  ])('%#', (error, gone) => {
    expect(isOtpChallengeGone(error)).toBe(gone);
  });
});
