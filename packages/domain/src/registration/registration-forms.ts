import type { ErrorCode } from '../errors.ts';
import {
  birthDateProblem,
  cityProblem,
  emailProblem,
  nameProblem,
  passwordProblem,
  phoneProblem,
  postcodeProblem,
  provinceProblem,
  registrationIdNumberProblem,
  registrationMotherNameProblem,
  streetProblem,
} from './registration-fields.ts';
import {
  accountPurposeProblem,
  fundSourceProblem,
  monthlyTransactionProblem,
  npwpProblem,
  occupationOtherProblem,
  occupationProblem,
} from './kyc.ts';
import { RISK_QUESTION_KEYS, type RiskQuestion, riskAnswerProblem } from './risk-profile.ts';

/*
 * The two typed steps of an account opening as whole forms: each answers its problems by field
 * (only fields with one), in the form's order, so the first is the one a server refuses with.
 */

/** The contact step, as typed: every field is text. */
export type ContactForm = Readonly<
  Record<'email' | 'phoneNumber' | 'password' | 'retypePassword', string>
>;

export type PersonalDetailsForm = {
  readonly fullName: string;
  readonly idNumber: string;
  readonly motherName: string;
  /** YYYY-MM-DD. */
  readonly birthDate: string;
  readonly street: string;
  readonly city: string;
  readonly province: string;
  readonly postcode: string;
};

export type FormProblems<F> = Partial<Record<keyof F, ErrorCode>>;

const problemsOf = <F>(checks: [keyof F, ErrorCode | null][]): FormProblems<F> => {
  const problems: FormProblems<F> = {};
  for (const [field, problem] of checks) if (problem !== null) problems[field] = problem;
  return problems;
};

/** The password's rule is the retype's too: a mismatch shows under the retype. */
export function contactFormProblems(form: ContactForm): FormProblems<ContactForm> {
  const password = passwordProblem(form.password, form.retypePassword);
  return problemsOf<ContactForm>([
    ['email', emailProblem(form.email)],
    ['phoneNumber', phoneProblem(form.phoneNumber)],
    ['password', password === 'PasswordMismatch' ? null : password],
    ['retypePassword', password === 'PasswordMismatch' ? password : null],
  ]);
}

/** `today` is the calendar date in Jakarta, YYYY-MM-DD. */
export function personalDetailsProblems(
  form: PersonalDetailsForm,
  today: string,
): FormProblems<PersonalDetailsForm> {
  return problemsOf<PersonalDetailsForm>([
    ['fullName', nameProblem(form.fullName)],
    ['idNumber', registrationIdNumberProblem(form.idNumber)],
    ['motherName', registrationMotherNameProblem(form.motherName)],
    ['birthDate', birthDateProblem(form.birthDate, today)],
    ['street', streetProblem(form.street)],
    ['city', cityProblem(form.city)],
    ['province', provinceProblem(form.province)],
    ['postcode', postcodeProblem(form.postcode)],
  ]);
}

/** The first problem of a form in its order, or null when it has none. */
export function firstProblem<F>(problems: FormProblems<F>): ErrorCode | null {
  return (Object.values(problems) as ErrorCode[])[0] ?? null;
}

/** The know-your-customer step, as typed (codes from the lists, the NPWP and a free text). */
export type KycForm = {
  readonly npwp: string;
  readonly occupation: string;
  readonly occupationOther: string;
  readonly sourceOfFunds: string;
  readonly accountPurpose: string;
  readonly monthlyTransaction: string;
} & Readonly<Record<RiskQuestion, string>>;

export function kycFormProblems(form: KycForm): FormProblems<KycForm> {
  return problemsOf<KycForm>([
    ['npwp', npwpProblem(form.npwp)],
    ['occupation', occupationProblem(form.occupation)],
    ['occupationOther', occupationOtherProblem(form.occupation, form.occupationOther)],
    ['sourceOfFunds', fundSourceProblem(form.sourceOfFunds)],
    ['accountPurpose', accountPurposeProblem(form.accountPurpose)],
    ['monthlyTransaction', monthlyTransactionProblem(form.monthlyTransaction)],
    ...RISK_QUESTION_KEYS.map((question): [keyof KycForm, ErrorCode | null] => [
      question,
      riskAnswerProblem(question, form[question]),
    ]),
  ]);
}
