import type { AppName } from '@emas/api';
import { registrationStepSchema } from '@emas/api/registration';
import { DEFAULT_BROKER_ID, isBrokerId } from '@emas/domain';
import { useQuery } from '@tanstack/react-query';
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
import { CorrectionStep } from './correction-step.tsx';
import { DetailsStep } from './details-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { ProfileStep } from './profile-step.tsx';
import { type Progress, readProgress } from './registration-calls.ts';
import './registration.css';
import { refusalOf, useRegistrationTranslation } from './translation.ts';

/**
 * The steps in order: the contact form, then each step the server's progress names (but the
 * correction, which only an e-mailed link opens and which stands alone).
 */
const STEPS = [
  'contact',
  ...registrationStepSchema.options.filter((step) => step !== 'correction'),
] as const;
type Step = (typeof STEPS)[number] | 'correction';

/** The token of an e-mailed correction link (/register#correction=…), if the page has one. */
const correctionTokenOfLink = (): string | null =>
  /^#correction=([A-Za-z0-9_-]{43})$/.exec(window.location.hash)?.[1] ?? null;

/** The risk profile the applicant's answers gave, once known. */
function RiskProfileNote({ progress }: { progress: Progress | null }) {
  const { t } = useRegistrationTranslation();
  const profile = progress?.risk_profile ?? null;
  if (profile === null || progress?.step === 'correction') return null;
  return (
    <p className="registration-risk-result" role="status">
      {t('yourRiskProfile', { profile: t(`riskProfiles.${profile}`) })}
    </p>
  );
}

/**
 * The broker an application opens under: the one the path names when it registers here (its
 * broker-specific register path), otherwise the default broker at /register. A path naming a
 * broker that registers elsewhere is not shown: it goes to /register.
 */
const brokerOfPath = (brandings: Brandings, param: string | undefined): AppName | null => {
  if (param === undefined) return DEFAULT_BROKER_ID;
  return isBrokerId(param) && registerPathIn(brandings, param) !== null ? param : null;
};

function StepList({ current }: { current: (typeof STEPS)[number] }) {
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
    case 'profile':
      return <ProfileStep token={token} onProgress={onProgress} />;
    case 'photos':
      return <PhotosStep token={token} onProgress={onProgress} />;
    case 'agreement':
      return <AgreementStep token={token} onProgress={onProgress} />;
    case 'correction':
      return progress.correction === null ? null : (
        <CorrectionStep
          progress={{ ...progress, correction: progress.correction }}
          onProgress={onProgress}
        />
      );
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
  const { t, i18n } = useRegistrationTranslation();
  const { broker: param } = useParams();
  const brandings = useBrokerBrandings();
  const appName = brokerOfPath(brandings, param);
  const [typed, setProgress] = useState<Progress | null>(null);
  const [linkToken] = useState(correctionTokenOfLink);
  const opened = useQuery({
    queryKey: ['registration', 'correction-link', linkToken],
    queryFn: () => readProgress(linkToken ?? ''),
    enabled: linkToken !== null,
    retry: false,
  });
  // The progress is the link's until the applicant's first step answers a newer one.
  const progress = typed ?? opened.data?.data ?? null;
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
  if (opened.isPending && linkToken !== null) {
    return (
      <p className="registration-opening" role="status">
        {t('correctionOpening')}
      </p>
    );
  }
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
        {step === 'correction' ? null : <StepList current={step} />}
        {opened.isError ? (
          <p role="alert" className="registration-error">
            {refusalOf(opened.error, i18n.language, t('failed')).text}
          </p>
        ) : null}
        <RiskProfileNote progress={progress} />
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
