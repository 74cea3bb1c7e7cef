import type { ErrorCode } from '../errors.ts';

/*
 * The risk-profile questionnaire: five questions, three answers each, from the most careful
 * (1 point) to the boldest (3). The sum (5 to 15) gives the profile: up to 8 conservative, up
 * to 11 moderate, above that aggressive. Compliance reads the profile beside the application;
 * the applicant sees it before accepting the agreement.
 */

export const RISK_QUESTIONS = {
  experience: ['none', 'under_3_years', 'over_3_years'],
  horizon: ['under_1_year', '1_to_3_years', 'over_3_years'],
  fallReaction: ['sell_all', 'hold', 'buy_more'],
  wealthShare: ['over_50_percent', '10_to_50_percent', 'under_10_percent'],
  goldKnowledge: ['none', 'basic', 'good'],
} as const;
export type RiskQuestion = keyof typeof RISK_QUESTIONS;
export const RISK_QUESTION_KEYS = Object.keys(RISK_QUESTIONS) as RiskQuestion[];

export type RiskAnswers = { readonly [Q in RiskQuestion]: (typeof RISK_QUESTIONS)[Q][number] };

export const RISK_PROFILES = ['conservative', 'moderate', 'aggressive'] as const;
export type RiskProfile = (typeof RISK_PROFILES)[number];

/** The highest scores of the careful profiles; anything above moderate's is aggressive. */
const CONSERVATIVE_SCORE_MAX = 8;
const MODERATE_SCORE_MAX = 11;

export function riskAnswerProblem(question: RiskQuestion, answer: string): ErrorCode | null {
  return (RISK_QUESTIONS[question] as readonly string[]).includes(answer)
    ? null
    : 'KycRiskAnswerRequired';
}

/** The answers typed, when each is one of its question's; null otherwise. */
export function riskAnswersOf(typed: Readonly<Record<RiskQuestion, string>>): RiskAnswers | null {
  return RISK_QUESTION_KEYS.every(
    (question) => riskAnswerProblem(question, typed[question]) === null,
  )
    ? (typed as RiskAnswers)
    : null;
}

export function riskScore(answers: RiskAnswers): number {
  return RISK_QUESTION_KEYS.reduce(
    (sum, question) =>
      sum + (RISK_QUESTIONS[question] as readonly string[]).indexOf(answers[question]) + 1,
    0,
  );
}

export function riskProfileOf(score: number): RiskProfile {
  if (score <= CONSERVATIVE_SCORE_MAX) return 'conservative';
  return score <= MODERATE_SCORE_MAX ? 'moderate' : 'aggressive';
}
