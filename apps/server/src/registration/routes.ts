import multipart from '@fastify/multipart';
import { registrationEndpoints as calls } from '@emas/api';
import type { KycForm, PersonalDetailsForm } from '@emas/domain';
import type { FastifyPluginAsync } from 'fastify';
import { valueOf } from '../plugins/app-error.ts';
import { routeOf } from '../plugins/endpoint-route.ts';
import { formOfBody, inputsOfBody } from './applicant-forms.ts';
import {
  applicationProgress,
  giveDetails,
  giveProfile,
  givePhotos,
  resendContactCode,
  submitApplication,
  verifyContact,
} from './application-steps.ts';
import { correctApplication } from './correction.ts';
import type { RegistrationDeps } from './deps.ts';
import { readPhotoUpload } from './photo-upload.ts';
import { startApplication } from './start-application.ts';

export type { RegistrationDeps } from './deps.ts';

const ok = 200 as const;

/**
 * Account opening for a new client under a broker: the applicant's steps, without a session
 * (each names its application by the token the start answered). The operators' desk is
 * registered inside the console's scope (registrationOperatorDesk).
 */
export const registrationRoutes: FastifyPluginAsync<RegistrationDeps> = async (app, deps) => {
  // Multipart only here, for the two photos; each file's limit is the selfie's.
  await app.register(multipart, {
    limits: { fileSize: deps.config.selfieBytesMax, files: 2, fields: 1, fieldSize: 128, parts: 3 },
  });

  routeOf(app, calls.start, async (request) => {
    const { app_name: appName, email, phone_number: phoneNumber, password } = request.body;
    const input = { appName, email, phoneNumber, passwordSha256: password, ip: request.ip };
    return { status: ok, data: valueOf(await startApplication(deps, input)) };
  });
  routeOf(app, calls.progress, async (request) => ({
    status: ok,
    data: valueOf(await applicationProgress(deps, request.body.registration_token)),
  }));
  routeOf(app, calls.validateEmail, async (request) => {
    const { registration_token: token, otp } = request.body;
    return { status: ok, data: valueOf(await verifyContact(deps, token, 'email', otp)) };
  });
  routeOf(app, calls.validateSms, async (request) => {
    const { registration_token: token, otp } = request.body;
    return { status: ok, data: valueOf(await verifyContact(deps, token, 'sms', otp)) };
  });
  routeOf(app, calls.resendOtp, async (request) => {
    const { registration_token: token, mode } = request.body;
    return { status: ok, data: valueOf(await resendContactCode(deps, token, mode)) };
  });
  routeOf(app, calls.details, async ({ body }) => {
    const form = formOfBody<PersonalDetailsForm>(body);
    return { status: ok, data: valueOf(await giveDetails(deps, body.registration_token, form)) };
  });
  routeOf(app, calls.profile, async ({ body }) => {
    const form = formOfBody<KycForm>(body);
    return { status: ok, data: valueOf(await giveProfile(deps, body.registration_token, form)) };
  });
  routeOf(app, calls.correction, async ({ body }) => {
    const given = inputsOfBody(body);
    const corrected = await correctApplication(deps, body.registration_token, given);
    return { status: ok, data: valueOf(corrected) };
  });
  routeOf(app, calls.photos, async (request) => {
    const upload = valueOf(await readPhotoUpload(request, deps.config.selfieBytesMax));
    return { status: ok, data: valueOf(await givePhotos(deps, upload.token, upload)) };
  });
  routeOf(app, calls.submit, async (request) => {
    const { registration_token: token, agreement_accepted: accepted } = request.body;
    return { status: ok, data: valueOf(await submitApplication(deps, token, accepted)) };
  });
};
