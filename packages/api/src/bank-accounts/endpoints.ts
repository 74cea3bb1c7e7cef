import { z } from 'zod';
import { textSchema } from '../common.ts';
import { answers, endpoint } from '../endpoint.ts';
import {
  addBankAccountAnswerSchema,
  addBankAccountBodySchema,
  bankAccountSchema,
  bankSchema,
  bankAccountCodeSentAnswerSchema,
  bankAccountIdentityBodySchema,
  bankAccountMessageSchema,
  bankAccountResendBodySchema,
  bankAccountOtpBodySchema,
} from './schemas.ts';

const tag = 'bank-accounts';

/**
 * The bank-account calls of spec 000 section 7 (the withdrawal ones are the withdrawal
 * feature's). Each needs a session and acts for the caller only. The photo step is multipart
 * (image, user_id, request_key, validation_string), so it has no JSON body schema here; the
 * server reads and checks its parts itself.
 */
export const bankAccountEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v2/bank_account',
    response: answers.data(z.array(bankAccountSchema)),
    auth: 'bearer',
    tag,
    summary: 'List withdrawal accounts',
    description: "The caller's withdrawal accounts: the main one, then those added",
  }),
  banks: endpoint({
    method: 'GET',
    path: '/v2/bank_account/banks',
    response: answers.data(z.array(bankSchema)),
    auth: 'bearer',
    tag,
    summary: 'List banks',
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/v2/bank_account/:id',
    params: z.object({ id: textSchema(64).min(1) }),
    response: answers.data(bankAccountMessageSchema),
    auth: 'bearer',
    tag,
    summary: 'Delete a withdrawal account',
    description: 'Deletes an added account (the main one cannot be deleted)',
  }),
  add: endpoint({
    method: 'POST',
    path: '/v2/bank_account',
    body: addBankAccountBodySchema,
    response: addBankAccountAnswerSchema,
    auth: 'bearer',
    tag,
    summary: 'Add a withdrawal account',
    description: 'Looks the owner up and opens an add request (key valid 24 h)',
  }),
  identity: endpoint({
    method: 'POST',
    path: '/v2/bank_account/identity',
    body: bankAccountIdentityBodySchema,
    response: answers.data(z.object({ validation_string: z.string() })),
    auth: 'bearer',
    tag,
    summary: "Verify the account owner's identity",
  }),
  imageVerification: endpoint({
    method: 'POST',
    path: '/v2/bank_account/image_verification',
    response: bankAccountCodeSentAnswerSchema,
    auth: 'bearer',
    tag,
    summary: 'Upload the identity photo',
    description:
      'multipart: image, user_id, request_key, validation_string; e-mails the first code',
  }),
  validateEmail: endpoint({
    method: 'POST',
    path: '/v2/bank_account/otp/validate_email',
    body: bankAccountOtpBodySchema,
    response: bankAccountCodeSentAnswerSchema,
    auth: 'bearer',
    tag,
    summary: "Verify the new account's e-mail code",
    description: 'Checks the e-mailed code and sends the SMS code',
  }),
  validateSms: endpoint({
    method: 'POST',
    path: '/v2/bank_account/otp/validate_sms',
    body: bankAccountOtpBodySchema,
    response: answers.data(bankAccountMessageSchema),
    auth: 'bearer',
    tag,
    summary: "Verify the new account's SMS code",
    description: 'Checks the SMS code and submits the account for verification',
  }),
  resendOtp: endpoint({
    method: 'POST',
    path: '/v2/bank_account/otp/resend',
    body: bankAccountResendBodySchema,
    response: bankAccountCodeSentAnswerSchema,
    auth: 'bearer',
    tag,
    summary: "Resend the new account's code",
  }),
} as const;
