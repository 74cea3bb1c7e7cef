import type { AppName } from '@emas/api';
import { registrationStepSchema } from '@emas/api/registration';
import { DEFAULT_BROKER_ID, isBrokerId } from '@emas/domain';
import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import {
  type Brandings,
  brokerLabelIn,
  registerPathIn,
  useBrokerBrandings,
} from '../../lib/broker-brandings.ts';
import { brokerTheme, setActiveBroker } from '../../lib/broker-theme.ts';
import { AgreementStep } from './agreement-step.tsx';
import { CodeStep } from './code-step.tsx';
import { ContactStep } from './contact-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import type { Progress } from './registration-calls.ts';
import './registration.css';
import { useRegistrationTranslation } from './translation.ts';

/** The steps in order: the contact form, then each step the server's progress names. */
const STEPS = ['contact', ...registrationStepSchema.options] as const;
type Step = (typeof STEPS)[number];

/**
 * The broker an application opens under: the one the path names when it registers here (its
 * broker-specific register path), otherwise the default broker at /register. A path naming a
 * broker that registers elsewhere is not shown: it goes to /register.
 */
const brokerOfPath = (brandings: Brandings, param: string | undefined): AppName | null => {
  if (param === undefined) return DEFAULT_BROKER_ID;
  return isBrokerId(param) && registerPathIn(brandings, param) !== null ? param : null;
};

function StepList({ current }: { current: Step }) {
  const { t } = useRegistrationTranslation();
  const index = STEPS.indexOf(current);
  return (
    <ol className="registration-steps" aria-label={t('stepsLabel')}>
      {STEPS.map((step, position) => (
        <li
          key={step}
          aria-current={step === current ? 'step' : undefined}
          className={position < index ? 'done' : undefined}
        >
          <span aria-hidden="true">{position + 1}</span> {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}

function CurrentStep({
  appName,
  progress,
  onProgress,
}: {
  appName: AppName;
  progress: Progress | null;
  onProgress: (progress: Progress) => void;
}) {
  const { t } = useRegistrationTranslation();
  if (progress === null) return <ContactStep appName={appName} onStarted={onProgress} />;
  const token = progress.registration_token;
  switch (progress.step) {
    case 'email_otp':
      return <CodeStep key="email" mode="email" progress={progress} onProgress={onProgress} />;
    case 'sms_otp':
      return <CodeStep key="sms" mode="sms" progress={progress} onProgress={onProgress} />;
    case 'details':
      return <DetailsStep token={token} onProgress={onProgress} />;
    case 'photos':
      return <PhotosStep token={token} onProgress={onProgress} />;
    case 'agreement':
      return <AgreementStep token={token} onProgress={onProgress} />;
    case 'submitted':
      return (
        <section className="registration-done" aria-labelledby="registration-done-title">
          <h2 id="registration-done-title">{t('submittedTitle')}</h2>
          <p>{t('submittedBody', { email: progress.email })}</p>
          <Link className="button button-primary" to="/login">
            {t('login')}
          </Link>
        </section>
      );
  }
}

/** /register and the broker's own register path: account opening, one step at a time. */
export function RegistrationPage() {
  const { t } = useRegistrationTranslation();
  const { broker: param } = useParams();
  const brandings = useBrokerBrandings();
  const appName = brokerOfPath(brandings, param);
  const [progress, setProgress] = useState<Progress | null>(null);
  useEffect(() => {
    if (appName !== null) setActiveBroker(appName);
  }, [appName]);
  useEffect(() => {
    // Each step starts at its top, where its title and first field are.
    window.scrollTo?.({ top: 0 });
  }, [progress?.step]);
  if (appName === null) return <Navigate to="/register" replace />;
  const theme = brokerTheme(appName);
  const step: Step = progress === null ? 'contact' : progress.step;
  return (
    <div className="registration-page">
      <header className="registration-top">
        <img src={theme.logoUrl} alt={theme.name} className="registration-logo" />
        <LanguageSwitch />
      </header>
      <main className="registration-card">
        <h1>{t('title')}</h1>
        <p className="registration-intro">
          {t('intro', { broker: brokerLabelIn(brandings, appName) })}
        </p>
        <StepList current={step} />
        <CurrentStep appName={appName} progress={progress} onProgress={setProgress} />
        {step === 'submitted' ? null : (
          <p className="registration-login">
            {t('haveAccount')} <Link to="/login">{t('login')}</Link>
          </p>
        )}
      </main>
    </div>
  );
}
