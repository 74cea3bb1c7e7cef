import { useBankAccountTranslation } from './translation.ts';

const STEPS = ['stepAccount', 'stepIdentity', 'stepPhoto', 'stepOtp'] as const;

/** The add flow's four steps, the current one marked (spec 000: account, identity, photo, OTP). */
export function FlowSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  const { t } = useBankAccountTranslation();
  return (
    <ol className="bank-flow-steps" aria-label={t('steps')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={index === current ? 'is-current' : index < current ? 'is-done' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="bank-flow-step-number" aria-hidden="true">
            {index + 1}
          </span>
          {t(step)}
        </li>
      ))}
    </ol>
  );
}
