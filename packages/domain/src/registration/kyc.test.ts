/**
 * Proves the know-your-customer rules: the NPWP's two formats typed with or without punctuation
 * (stored as digits), the lists, "lainnya" with its text, the risk questionnaire's score and
 * profile at its edges, the correction request and what a correction may change, and the
 * application's correction moves.
 */
import { describe, expect, it } from 'vitest';
import {
  type ApplicantForms,
  type RiskAnswers,
  correctedForms,
  correctionRequestProblem,
  formattedNpwp,
  kycFormProblems,
  mayMoveRegistration,
  normalizedNpwp,
  npwpProblem,
  riskAnswersOf,
  riskProfileOf,
  riskScore,
} from './index.ts';

describe('NPWP', () => {
  it.each([
    ['01.234.567.8-901.234', '012345678901234'],
    ['012345678901234', '012345678901234'],
    ['01 234 567 8 901 234', '012345678901234'],
    ['3171012345678901', '3171012345678901'],
    ['01.234.567.8-901.23', null],
    ['31710123456789012', null],
    ['01.234.567.8-901.23x', null],
    ['', null],
  ])('%j is stored as %j', (typed, stored) => {
    expect(normalizedNpwp(typed)).toBe(stored);
  });

  it('is optional, but what is typed must be one', () => {
    expect(npwpProblem('  ')).toBe(null);
    expect(npwpProblem('12345')).toBe('KycNpwpInvalid');
  });

  it('reads the 15-digit one punctuated and the 16-digit one as it is', () => {
    expect(formattedNpwp('012345678901234')).toBe('01.234.567.8-901.234');
    expect(formattedNpwp('3171012345678901')).toBe('3171012345678901');
  });
});

const careful: RiskAnswers = {
  experience: 'none',
  horizon: 'under_1_year',
  fallReaction: 'sell_all',
  wealthShare: 'over_50_percent',
  goldKnowledge: 'none',
};

describe('risk profile', () => {
  it.each([
    [careful, 5, 'conservative'],
    [{ ...careful, experience: 'over_3_years', horizon: 'over_3_years' }, 9, 'moderate'],
    [{ ...careful, experience: 'over_3_years', horizon: '1_to_3_years' }, 8, 'conservative'],
    [
      { ...careful, experience: 'over_3_years', horizon: 'over_3_years', fallReaction: 'buy_more' },
      11,
      'moderate',
    ],
    [
      {
        experience: 'over_3_years',
        horizon: 'over_3_years',
        fallReaction: 'buy_more',
        wealthShare: '10_to_50_percent',
        goldKnowledge: 'none',
      },
      12,
      'aggressive',
    ],
  ] as const)('%j scores %i: %s', (answers, score, profile) => {
    expect(riskScore(answers)).toBe(score);
    expect(riskProfileOf(score)).toBe(profile);
  });

  it('takes only answers that belong to their question', () => {
    expect(riskAnswersOf(careful)).toEqual(careful);
    expect(riskAnswersOf({ ...careful, horizon: 'none' })).toBe(null);
  });
});

const kyc = {
  npwp: '',
  occupation: 'private_employee',
  occupationOther: '',
  sourceOfFunds: 'salary',
  accountPurpose: 'investment',
  monthlyTransaction: '10m_50m',
  ...careful,
};

describe('know-your-customer form', () => {
  it('answers each problem by field, in order', () => {
    expect(kycFormProblems(kyc)).toEqual({});
    expect(
      kycFormProblems({
        ...kyc,
        npwp: '123',
        occupation: 'other',
        sourceOfFunds: 'lottery',
        accountPurpose: '',
        monthlyTransaction: 'lots',
        goldKnowledge: '',
      }),
    ).toEqual({
      npwp: 'KycNpwpInvalid',
      occupationOther: 'KycOccupationOtherRequired',
      sourceOfFunds: 'KycSourceOfFundsRequired',
      accountPurpose: 'KycPurposeRequired',
      monthlyTransaction: 'KycMonthlyTransactionRequired',
      goldKnowledge: 'KycRiskAnswerRequired',
    });
    expect(kycFormProblems({ ...kyc, occupation: 'other', occupationOther: 'Petani' })).toEqual({});
    expect(kycFormProblems({ ...kyc, occupation: 'farmer' })).toEqual({
      occupation: 'KycOccupationRequired',
    });
  });
});

const reviewed: ApplicantForms = {
  fullName: 'Budi Santoso',
  idNumber: '3171012345678901',
  motherName: 'Siti Aminah',
  birthDate: '1990-01-01',
  street: 'Jl. Sudirman 1',
  city: 'Jakarta',
  province: 'DKI Jakarta',
  postcode: '12190',
  ...kyc,
};

describe('correction', () => {
  it('needs a field and a note', () => {
    expect(correctionRequestProblem([], 'x')).toBe('KycCorrectionFieldsRequired');
    expect(correctionRequestProblem(['npwp'], ' ')).toBe('KycCorrectionNoteRequired');
    expect(correctionRequestProblem(['npwp'], 'x'.repeat(501))).toBe('KycCorrectionNoteRequired');
    expect(correctionRequestProblem(['npwp'], 'The NPWP is not yours')).toBe(null);
  });

  it('changes only the inputs of the fields asked for, checked whole', () => {
    const today = '2026-11-27';
    const fixed = correctedForms(reviewed, ['address', 'npwp'], { city: 'Bandung' }, today);
    expect(fixed).toEqual({ ok: true, value: { ...reviewed, city: 'Bandung' } });
    expect(correctedForms(reviewed, ['npwp'], { city: 'Bandung' }, today)).toMatchObject({
      ok: false,
      code: 'KycFieldNotRequested',
    });
    expect(correctedForms(reviewed, ['npwp'], { npwp: '99' }, today)).toMatchObject({
      ok: false,
      code: 'KycNpwpInvalid',
    });
    expect(
      correctedForms(reviewed, ['risk_profile'], { fallReaction: 'buy_more' }, today),
    ).toMatchObject({ ok: true });
  });

  it.each([
    ['submitted', 'correction_requested', true],
    ['correction_requested', 'submitted', true],
    ['correction_requested', 'approved', false],
    ['correction_requested', 'rejected', false],
    ['otp_pending', 'correction_requested', false],
    ['approved', 'correction_requested', false],
  ] as const)('%s to %s is %s', (from, to, allowed) => {
    expect(mayMoveRegistration(from, to)).toBe(allowed);
  });
});
