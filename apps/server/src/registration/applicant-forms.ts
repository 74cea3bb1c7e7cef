import { APPLICANT_BODY_KEYS, type OperatorKyc } from '@emas/api';
import {
  type ApplicantForms,
  type ApplicantInput,
  type KycForm,
  type PersonalDetailsForm,
  RISK_QUESTION_KEYS,
  type RiskAnswers,
  type RiskProfile,
  normalizedNpwp,
  riskProfileOf,
  riskScore,
} from '@emas/domain';
import type { Updateable } from 'kysely';
import type { AccountKycTable, RegistrationApplicationTable } from '../db/schema.ts';
import type { Application } from './application-repository.ts';

/*
 * The applicant's inputs between their three shapes: the contract's snake_case bodies, the
 * domain's forms (where the rules are) and the application's columns.
 */

const INPUTS = Object.keys(APPLICANT_BODY_KEYS) as ApplicantInput[];

/** The inputs a body gives (those it leaves out are not in the answer). */
export const inputsOfBody = (body: object): Partial<ApplicantForms> => {
  const inputs: Partial<Record<ApplicantInput, string>> = {};
  for (const input of INPUTS) {
    const value = (body as Record<string, unknown>)[APPLICANT_BODY_KEYS[input]];
    if (typeof value === 'string') inputs[input] = value;
  }
  return inputs;
};

/** Every input a body must give: the details or the know-your-customer step's. */
export const formOfBody = <F extends PersonalDetailsForm | KycForm>(body: object): F =>
  inputsOfBody(body) as F;

/** The risk answers stored as JSON, in the domain's names. */
const riskAnswersOfJson = (json: string | null): RiskAnswers | null =>
  json === null ? null : (JSON.parse(json) as RiskAnswers);

/** What the application holds, as the forms the applicant typed it (for a correction). */
export const reviewedFormsOf = (row: Application): ApplicantForms => {
  const risk = riskAnswersOfJson(row.risk_answers);
  return {
    fullName: row.fullname ?? '',
    idNumber: row.id_no ?? '',
    motherName: row.mother_name ?? '',
    birthDate: row.date_of_birth ?? '',
    street: row.street ?? '',
    city: row.city ?? '',
    province: row.province ?? '',
    postcode: row.postcode ?? '',
    npwp: row.npwp ?? '',
    occupation: row.occupation ?? '',
    occupationOther: row.occupation_other ?? '',
    sourceOfFunds: row.source_of_funds ?? '',
    accountPurpose: row.account_purpose ?? '',
    monthlyTransaction: row.monthly_transaction ?? '',
    ...Object.fromEntries(RISK_QUESTION_KEYS.map((q) => [q, risk?.[q] ?? ''])),
  } as ApplicantForms;
};

/** A checked details form as stored: names and address trimmed. */
export const detailsColumnsOf = (
  form: PersonalDetailsForm,
): Updateable<RegistrationApplicationTable> => ({
  fullname: form.fullName.trim().replace(/\s+/g, ' '),
  id_no: form.idNumber,
  mother_name: form.motherName.trim(),
  date_of_birth: form.birthDate,
  street: form.street.trim(),
  city: form.city.trim(),
  province: form.province.trim(),
  postcode: form.postcode,
});

/** A checked know-your-customer form as stored: NPWP digits, score and profile beside answers. */
export const kycColumnsOf = (form: KycForm) => {
  const answers = Object.fromEntries(RISK_QUESTION_KEYS.map((q) => [q, form[q]])) as RiskAnswers;
  const score = riskScore(answers);
  return {
    npwp: normalizedNpwp(form.npwp),
    occupation: form.occupation,
    occupation_other: form.occupation === 'other' ? form.occupationOther.trim() : null,
    source_of_funds: form.sourceOfFunds,
    account_purpose: form.accountPurpose,
    monthly_transaction: form.monthlyTransaction,
    risk_answers: JSON.stringify(answers),
    risk_score: BigInt(score),
    risk_profile: riskProfileOf(score),
  };
};

type KycColumns = {
  readonly [C in keyof ReturnType<typeof kycColumnsOf>]: AccountKycTable[C] | null;
};

/**
 * The answers as compliance reads them, from an application's row or an account's; null
 * before the applicant gave them.
 */
export const operatorKycOf = (row: KycColumns): OperatorKyc | null => {
  const answers = riskAnswersOfJson(row.risk_answers);
  if (answers === null || row.risk_score === null || row.risk_profile === null) return null;
  return {
    npwp: row.npwp,
    occupation: row.occupation ?? '',
    occupation_other: row.occupation_other,
    source_of_funds: row.source_of_funds ?? '',
    account_purpose: row.account_purpose ?? '',
    monthly_transaction: row.monthly_transaction ?? '',
    risk_answers: answers,
    risk_score: Number(row.risk_score),
    risk_profile: row.risk_profile as RiskProfile,
  };
};
