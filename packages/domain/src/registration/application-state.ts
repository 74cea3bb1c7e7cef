/*
 * An application's life: it waits for its codes and steps (otp_pending), is submitted for
 * review, then approved or rejected by an operator, or sent back to the applicant for a
 * correction (correction_requested) and submitted again. A newer start with the same
 * unverified e-mail or phone abandons it. Only these moves exist; every other is refused.
 */

export const REGISTRATION_STATES = [
  'otp_pending',
  'submitted',
  'correction_requested',
  'approved',
  'rejected',
  'abandoned',
] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

const MOVES: Readonly<Record<RegistrationState, readonly RegistrationState[]>> = {
  otp_pending: ['submitted', 'abandoned'],
  submitted: ['approved', 'rejected', 'correction_requested'],
  correction_requested: ['submitted'],
  approved: [],
  rejected: [],
  abandoned: [],
};

export function mayMoveRegistration(from: RegistrationState, to: RegistrationState): boolean {
  return MOVES[from].includes(to);
}

/** The steps an applicant takes in order while the application is otp_pending. */
export type RegistrationStep =
  'email_otp' | 'sms_otp' | 'details' | 'profile' | 'photos' | 'agreement';

export type RegistrationProgress = {
  readonly emailVerified: boolean;
  readonly phoneVerified: boolean;
  readonly detailsGiven: boolean;
  /** The know-your-customer answers and the risk profile. */
  readonly profileGiven: boolean;
  readonly photosGiven: boolean;
};

/** The step the applicant is at: the first not yet done (agreement and submit come last). */
export function registrationStepOf(progress: RegistrationProgress): RegistrationStep {
  if (!progress.emailVerified) return 'email_otp';
  if (!progress.phoneVerified) return 'sms_otp';
  if (!progress.detailsGiven) return 'details';
  if (!progress.profileGiven) return 'profile';
  return progress.photosGiven ? 'agreement' : 'photos';
}

const STEP_ORDER: readonly RegistrationStep[] = [
  'email_otp',
  'sms_otp',
  'details',
  'profile',
  'photos',
  'agreement',
];

/**
 * Whether `step` may be taken now: the details, profile, photos and agreement may be given again once
 * reached (the applicant goes back to correct them), a code only at its own turn.
 */
export function mayTakeRegistrationStep(
  progress: RegistrationProgress,
  step: RegistrationStep,
): boolean {
  const current = registrationStepOf(progress);
  if (step === 'email_otp' || step === 'sms_otp') return step === current;
  return STEP_ORDER.indexOf(step) <= STEP_ORDER.indexOf(current);
}

/** An unfinished application expires this long after it started. */
export const REGISTRATION_VALIDITY_MS = 24 * 60 * 60 * 1000;
