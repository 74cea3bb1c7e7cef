import { accountAgreement, agreementProblem } from '@emas/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toLanguage } from '../../lib/i18n.ts';
import { type Progress, submitRegistration } from './registration-calls.ts';
import { refusalOf, ruleText, useRegistrationTranslation } from './translation.ts';

type AgreementStepProps = { token: string; onProgress: (progress: Progress) => void };

/** The account agreement in a scrollable box, its acceptance, and the submission. */
export function AgreementStep({ token, onProgress }: AgreementStepProps) {
  const { t, i18n } = useRegistrationTranslation();
  const titleId = useId();
  const errorId = useId();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const agreement = accountAgreement[toLanguage(i18n.language)];

  const submit = useMutation({
    mutationFn: () => submitRegistration(token),
    onSuccess: (answer) => onProgress(answer.data),
    onError: (failure) => setError(refusalOf(failure, i18n.language, t('failed')).text),
  });

  const send = (event: FormEvent) => {
    event.preventDefault();
    const problem = agreementProblem(accepted);
    setError(problem === null ? null : ruleText(problem, i18n.language));
    if (problem === null) submit.mutate();
  };

  return (
    <form className="registration-form" onSubmit={send} noValidate>
      <p>{t('agreementIntro')}</p>
      <section
        className="registration-agreement"
        aria-labelledby={titleId}
        // The text scrolls inside its box; a keyboard user scrolls it once it has focus.
        tabIndex={0}
      >
        <h2 id={titleId}>{agreement.title}</h2>
        <ol>
          {agreement.paragraphs.map((paragraph) => (
            <li key={paragraph}>{paragraph}</li>
          ))}
        </ol>
      </section>
      <label className="registration-accept">
        <input
          type="checkbox"
          checked={accepted}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : errorId}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setError(null);
          }}
        />
        <span>{agreement.accept}</span>
      </label>
      {error === null ? null : (
        <p id={errorId} role="alert" className="registration-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={submit.isPending}>
        {submit.isPending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
