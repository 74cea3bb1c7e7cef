import { RISK_QUESTIONS, type RiskQuestion } from '@emas/domain';
import { useId } from 'react';
import { Field } from '../../components/form-field.tsx';
import { useRegistrationTranslation } from './translation.ts';

/** The client profile's two kinds of control: a labelled list, and a risk question's answers. */

type ChoiceProps = {
  label: string;
  value: string;
  choices: readonly [string, string][];
  error: string | undefined;
  onChange: (value: string) => void;
};

export function Choice({ label, value, choices, error, onChange }: ChoiceProps) {
  const { t } = useRegistrationTranslation();
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          className="field-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{t('choose')}</option>
          {choices.map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type QuestionProps = {
  question: RiskQuestion;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

export function Question({ question, value, error, onChange }: QuestionProps) {
  const { t } = useRegistrationTranslation();
  const id = useId();
  return (
    <fieldset
      className="registration-question"
      aria-invalid={error === undefined ? undefined : true}
      aria-describedby={error === undefined ? undefined : `${id}-error`}
    >
      <legend>{t(`risk.${question}.question`)}</legend>
      {RISK_QUESTIONS[question].map((answer) => (
        <label key={answer}>
          <input
            type="radio"
            name={`${id}-${question}`}
            value={answer}
            checked={value === answer}
            onChange={() => onChange(answer)}
          />
          <span>{t(`risk.${question}.${answer}`)}</span>
        </label>
      ))}
      {error === undefined ? null : (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
