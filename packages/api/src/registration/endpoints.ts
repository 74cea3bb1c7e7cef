import { z } from 'zod';
import { type Endpoint, answers, endpoint } from '../endpoint.ts';
import {
  operatorIdParamsSchema,
  operatorReasonRequestSchema,
  operatorSelfieResponseSchema,
} from '../operator/schemas.ts';
import {
  operatorRegistrationSchema,
  operatorRegistrationsQuerySchema,
  registrationDetailsBodySchema,
  registrationOtpBodySchema,
  registrationPhotoParamsSchema,
  registrationProgressAnswerSchema,
  registrationResendBodySchema,
  registrationStartBodySchema,
  registrationSubmitBodySchema,
  registrationTokenBodySchema,
} from './schemas.ts';

const tag = 'registration';
const progress = registrationProgressAnswerSchema;

/**
 * Account opening for a new client under a broker, approved by operators: the applicant's steps
 * (no session: each sends the registration token the start answered) and the console's desk.
 * The photo step is multipart (registration_token, ktp_photo, selfie), so it has no JSON body.
 */
export const registrationEndpoints = {
  start: endpoint({
    method: 'POST',
    path: '/v2/registration',
    body: registrationStartBodySchema,
    response: progress,
    auth: 'none',
    tag,
    summary: 'Start a registration',
    description: 'Opens an application and e-mails the first code',
  }),
  progress: endpoint({
    method: 'POST',
    path: '/v2/registration/progress',
    body: registrationTokenBodySchema,
    response: progress,
    auth: 'none',
    tag,
    summary: "Get a registration's progress",
    description: 'Where an application is (to resume after a reload)',
  }),
  validateEmail: endpoint({
    method: 'POST',
    path: '/v2/registration/otp/validate_email',
    body: registrationOtpBodySchema,
    response: progress,
    auth: 'none',
    tag,
    summary: "Verify the registration's e-mail code",
    description: 'Checks the e-mailed code and sends the SMS code',
  }),
  validateSms: endpoint({
    method: 'POST',
    path: '/v2/registration/otp/validate_sms',
    body: registrationOtpBodySchema,
    response: progress,
    auth: 'none',
    tag,
    summary: "Verify the registration's SMS code",
  }),
  resendOtp: endpoint({
    method: 'POST',
    path: '/v2/registration/otp/resend',
    body: registrationResendBodySchema,
    response: progress,
    auth: 'none',
    tag,
    summary: "Resend the registration's code",
  }),
  details: endpoint({
    method: 'POST',
    path: '/v2/registration/details',
    body: registrationDetailsBodySchema,
    response: progress,
    auth: 'none',
    tag,
    summary: 'Give personal details',
    description: "Personal details: name, KTP number, mother's name, date of birth, address",
  }),
  photos: endpoint({
    method: 'POST',
    path: '/v2/registration/photos',
    response: progress,
    auth: 'none',
    tag,
    summary: 'Upload the KTP photo and selfie',
    description: 'multipart: registration_token, ktp_photo, selfie',
  }),
  submit: endpoint({
    method: 'POST',
    path: '/v2/registration/submit',
    body: registrationSubmitBodySchema,
    response: progress,
    auth: 'none',
    tag,
    summary: 'Submit the registration',
    description: 'Accepts the agreement and submits the application for review',
  }),
  operatorList: endpoint({
    method: 'GET',
    path: '/v2/operator/registrations',
    query: operatorRegistrationsQuerySchema,
    response: answers.data(
      z.object({ count: z.number().int(), body: z.array(operatorRegistrationSchema) }),
    ),
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'List registrations to review',
  }),
  operatorPhoto: endpoint({
    method: 'GET',
    path: '/v2/operator/registrations/:id/photos/:kind',
    params: registrationPhotoParamsSchema,
    response: operatorSelfieResponseSchema,
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: "Get a registration's photo",
  }),
  operatorApprove: endpoint({
    method: 'POST',
    path: '/v2/operator/registrations/:id/approve',
    params: operatorIdParamsSchema,
    response: answers.data(operatorRegistrationSchema),
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'Approve a registration',
    description: 'Opens the client account (new PC HIN, RPED account) and sends the welcome e-mail',
  }),
  operatorReject: endpoint({
    method: 'POST',
    path: '/v2/operator/registrations/:id/reject',
    params: operatorIdParamsSchema,
    body: operatorReasonRequestSchema,
    response: answers.data(operatorRegistrationSchema),
    auth: 'operator',
    roles: ['compliance'],
    tag: 'operator',
    summary: 'Reject a registration',
  }),
} as const satisfies Record<string, Endpoint>;
