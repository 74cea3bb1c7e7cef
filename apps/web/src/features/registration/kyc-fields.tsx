import {
  ACCOUNT_PURPOSES,
  FUND_SOURCES,
  type FormProblems,
  type KycForm,
  MONTHLY_TRANSACTION_BANDS,
  OCCUPATIONS,
  RISK_QUESTION_KEYS,
  formatDecimal,
} from '@emas/domain';
import { FormField } from '../../components/form-field.tsx';
import { type Language, toLanguage } from '../../lib/i18n.ts';
import { Choice, Question } from './kyc-controls.tsx';
import { ruleText, useRegistrationTranslation } from './translation.ts';

/*
 * The know-your-customer inputs: the NPWP, four lists (occupation with its "lainnya" text) and
 * the five risk questions as radio groups. The profile step shows them all; a correction only
 * the ones compliance asked for.
 */

export const EMPTY_KYC: KycForm = {
  npwp: '',
  occupation: '',
  occupationOther: '',
  sourceOfFunds: '',
  accountPurpose: '',
  monthlyTransaction: '',
  experience: '',
  horizon: '',
  fallReaction: '',
  wealthShare: '',
  goldKnowledge: '',
};

type Input = keyof KycForm;

/** A refusal's code is a field's rule: the field it belongs under (a risk answer has no one). */
export const KYC_FIELD_OF_CODE: Partial<Record<string, Input>> = {
  KycNpwpInvalid: 'npwp',
  KycOccupationRequired: 'occupation',
  KycOccupationOtherRequired: 'occupationOther',
  KycSourceOfFundsRequired: 'sourceOfFunds',
  KycPurposeRequired: 'accountPurpose',
  KycMonthlyTransactionRequired: 'monthlyTransaction',
};

const rupiah = (sen: bigint, language: Language) => `Rp ${formatDecimal(sen, 2, language, 0)}`;

type Band = (typeof MONTHLY_TRANSACTION_BANDS)[number];

/** A monthly-transaction band in words, its rupiah written the way the language writes them. */
export function useBandText(): (band: Band) => string {
  const { t, i18n } = useRegistrationTranslation();
  const language = toLanguage(i18n.language);
  return ({ fromSen, toSen }) => {
    if (fromSen === null) return t('bands.below', { to: rupiah(toSen, language) });
    if (toSen === null) return t('bands.above', { from: rupiah(fromSen, language) });
    return t('bands.between', { from: rupiah(fromSen, language), to: rupiah(toSen, language) });
  };
}

type Props = {
  form: KycForm;
  problems: FormProblems<KycForm>;
  onChange: (input: Input, value: string) => void;
  /** Only these inputs (a correction's); all of them when absent. */
  only?: ReadonlySet<string>;
};

export function KycFields({ form, problems, onChange, only }: Props) {
  const { t, i18n } = useRegistrationTranslation();
  const language = toLanguage(i18n.language);
  const shown = (input: Input) => only?.has(input) ?? true;
  const error = (input: Input) => {
    const code = problems[input];
    return code === undefined ? undefined : ruleText(code, language);
  };
  const band = useBandText();
  const lists: [Input, readonly [string, string][]][] = [
    ['occupation', OCCUPATIONS.map((code) => [code, t(`occupations.${code}`)])],
    ['sourceOfFunds', FUND_SOURCES.map((code) => [code, t(`fundSources.${code}`)])],
    ['accountPurpose', ACCOUNT_PURPOSES.map((code) => [code, t(`purposes.${code}`)])],
    ['monthlyTransaction', MONTHLY_TRANSACTION_BANDS.map((b) => [b.code, band(b)])],
  ];
  const questions = RISK_QUESTION_KEYS.filter(shown);
  return (
    <>
      {shown('npwp') ? (
        <div className="registration-choice">
          <FormField
            label={t('npwp')}
            placeholder="99.999.999.9-999.999"
            inputMode="numeric"
            autoComplete="off"
            value={form.npwp}
            error={error('npwp')}
            onChange={(event) => onChange('npwp', event.target.value)}
          />
          <p className="registration-hint">{t('npwpHint')}</p>
        </div>
      ) : null}
      {lists
        .filter(([input]) => shown(input))
        .map(([input, choices]) => (
          <div key={input} className="registration-choice">
            <Choice
              label={t(input)}
              value={form[input]}
              choices={choices}
              error={error(input)}
              onChange={(value) => onChange(input, value)}
            />
            {input === 'occupation' && form.occupation === 'other' ? (
              <FormField
                label={t('occupationOther')}
                value={form.occupationOther}
                error={error('occupationOther')}
                onChange={(event) => onChange('occupationOther', event.target.value)}
              />
            ) : null}
          </div>
        ))}
      {questions.length === 0 ? null : (
        <section className="registration-risk" aria-labelledby="registration-risk-title">
          <h2 id="registration-risk-title">{t('riskTitle')}</h2>
          <p className="registration-hint">{t('riskIntro')}</p>
          {questions.map((question) => (
            <Question
              key={question}
              question={question}
              value={form[question]}
              error={error(question)}
              onChange={(value) => onChange(question, value)}
            />
          ))}
        </section>
      )}
    </>
  );
}
