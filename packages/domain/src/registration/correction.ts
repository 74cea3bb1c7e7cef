import type { ErrorCode } from '../errors.ts';
import { type Result, fail, ok } from '../result.ts';
import {
  type FormProblems,
  type KycForm,
  type PersonalDetailsForm,
  firstProblem,
  kycFormProblems,
  personalDetailsProblems,
} from './registration-forms.ts';
import { RISK_QUESTION_KEYS } from './risk-profile.ts';

/*
 * Compliance may send an application back instead of deciding it: it names what to correct
 * (as the desk shows it: the address as one, the questionnaire as one) and why. The applicant
 * changes only those inputs and resubmits; everything else stays as it was reviewed.
 */

export const CORRECTABLE_FIELDS = [
  'fullname',
  'id_no',
  'mother_name',
  'date_of_birth',
  'address',
  'npwp',
  'occupation',
  'source_of_funds',
  'account_purpose',
  'monthly_transaction',
  'risk_profile',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

export const CORRECTION_NOTE_LENGTH_MAX = 500;

/** Every input an applicant types, in the details and the know-your-customer steps. */
export type ApplicantForms = PersonalDetailsForm & KycForm;
export type ApplicantInput = keyof ApplicantForms;

/** The inputs each correctable field opens again. */
export const CORRECTION_INPUTS: Readonly<Record<CorrectableField, readonly ApplicantInput[]>> = {
  fullname: ['fullName'],
  id_no: ['idNumber'],
  mother_name: ['motherName'],
  date_of_birth: ['birthDate'],
  address: ['street', 'city', 'province', 'postcode'],
  npwp: ['npwp'],
  occupation: ['occupation', 'occupationOther'],
  source_of_funds: ['sourceOfFunds'],
  account_purpose: ['accountPurpose'],
  monthly_transaction: ['monthlyTransaction'],
  risk_profile: RISK_QUESTION_KEYS,
};

export const correctionInputs = (fields: readonly CorrectableField[]): ApplicantInput[] =>
  fields.flatMap((field) => CORRECTION_INPUTS[field]);

/** A request names at least one field and says, in a note, what is wrong. */
export function correctionRequestProblem(
  fields: readonly CorrectableField[],
  note: string,
): ErrorCode | null {
  if (fields.length === 0) return 'KycCorrectionFieldsRequired';
  const text = note.trim();
  return text.length > 0 && text.length <= CORRECTION_NOTE_LENGTH_MAX
    ? null
    : 'KycCorrectionNoteRequired';
}

/**
 * The applicant's forms after a correction: the inputs given replace the reviewed ones, and
 * may only be inputs of the fields asked for. The result is checked whole, as at first, with
 * `today` the calendar date in Jakarta.
 */
export function correctedForms(
  reviewed: ApplicantForms,
  fields: readonly CorrectableField[],
  given: Partial<ApplicantForms>,
  today: string,
): Result<ApplicantForms> {
  const allowed = new Set(correctionInputs(fields));
  if (Object.keys(given).some((input) => !allowed.has(input as ApplicantInput))) {
    return fail('KycFieldNotRequested');
  }
  const corrected = { ...reviewed, ...given };
  const problems: FormProblems<ApplicantForms> = {
    ...personalDetailsProblems(corrected, today),
    ...kycFormProblems(corrected),
  };
  const problem = firstProblem(problems);
  return problem === null ? ok(corrected) : fail(problem);
}
