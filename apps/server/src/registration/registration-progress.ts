import { type RegistrationStep, registrationStepOf } from '@emas/domain';
import { type Application, progressOf } from './application-repository.ts';
import type { CodeSent } from './registration-otp.ts';

/** The answer of every applicant step: where the application is, and the code just sent. */
export type ProgressAnswer = {
  registration_token: string;
  step: RegistrationStep | 'submitted';
  email: string;
  phone_number: string;
  code: CodeSent | null;
};

export const progressAnswer = (
  token: string,
  application: Application,
  code: CodeSent | null = null,
): ProgressAnswer => ({
  registration_token: token,
  step:
    application.status === 'otp_pending'
      ? registrationStepOf(progressOf(application))
      : 'submitted',
  email: application.email,
  phone_number: application.phone_number,
  code,
});
