import {
  type CorrectableField,
  type RegistrationStep,
  type RiskProfile,
  registrationStepOf,
} from '@emas/domain';
import { type Application, progressOf } from './application-repository.ts';
import type { CodeSent } from './registration-otp.ts';

/** The answer of every applicant step: where the application is, and the code just sent. */
export type ProgressAnswer = {
  registration_token: string;
  step: RegistrationStep | 'submitted' | 'correction';
  email: string;
  phone_number: string;
  code: CodeSent | null;
  risk_profile: RiskProfile | null;
  correction: { fields: CorrectableField[]; note: string } | null;
};

/** Compliance's request, while the application waits for its correction. */
export const correctionOf = (
  application: Application,
): { fields: CorrectableField[]; note: string } | null =>
  application.correction_fields === null
    ? null
    : {
        fields: application.correction_fields.split(',') as CorrectableField[],
        note: application.correction_note ?? '',
      };

const stepOf = (application: Application): ProgressAnswer['step'] => {
  if (application.status === 'otp_pending') return registrationStepOf(progressOf(application));
  return application.status === 'correction_requested' ? 'correction' : 'submitted';
};

export const progressAnswer = (
  token: string,
  application: Application,
  code: CodeSent | null = null,
): ProgressAnswer => ({
  registration_token: token,
  step: stepOf(application),
  email: application.email,
  phone_number: application.phone_number,
  code,
  risk_profile: application.risk_profile as RiskProfile | null,
  correction: application.status === 'correction_requested' ? correctionOf(application) : null,
});
