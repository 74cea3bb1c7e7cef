import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAlert } from '../../components/alert-dialog.tsx';
import { type StoredSession, useSession } from '../../lib/session.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { OtpStep } from './otp-step.tsx';
import { RequestForm } from './request-form.tsx';
import { useWithdrawalTranslation } from './use-withdrawal-translation.ts';
import { WITHDRAWAL_KEY } from './withdrawal-calls.ts';
import './withdrawal.css';

type Step = { kind: 'form' } | { kind: 'email' | 'sms'; requestKey: string };

/**
 * /withdrawal (development only): request, then the e-mail code, then the SMS code, then
 * 'Berhasil Diproses' and the form again (spec 000 §2, "the withdrawal-account flow").
 */
export function WithdrawalPage() {
  const session = useSession();
  return session === null ? null : <SignedInWithdrawal session={session} />;
}

function SignedInWithdrawal({ session }: { session: StoredSession }) {
  const { t } = useWithdrawalTranslation();
  const alert = useAlert();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  // A new form (and a new request key) after each withdrawal.
  const [round, setRound] = useState(0);
  useEffect(() => {
    document.title = `${t('withdrawal')} · Emas`;
  }, [t]);
  const restart = () => {
    setStep({ kind: 'form' });
    setRound((n) => n + 1);
    void client.invalidateQueries({ queryKey: [WITHDRAWAL_KEY] });
  };
  const done = async () => {
    await alert.show({ type: 'success', title: t('successTitle'), message: t('successMessage') });
    restart();
  };
  return (
    <section className="withdrawal-page" aria-labelledby="withdrawal-title">
      <Breadcrumbs crumbs={[{ label: t('withdrawal') }]} />
      <h1 id="withdrawal-title">{t('withdrawal')}</h1>
      <nav className="withdrawal-links" aria-label={t('historyLinks')}>
        <Link to="riwayat-withdrawal-tunai">{t('withdrawalHistory')}</Link>
        <Link to="riwayat-deposit">{t('depositHistory')}</Link>
      </nav>
      {step.kind === 'form' ? (
        <RequestForm
          key={round}
          session={session}
          onRequested={(requestKey) => setStep({ kind: 'email', requestKey })}
        />
      ) : (
        <OtpStep
          key={step.kind}
          step={step.kind}
          requestKey={step.requestKey}
          onVerified={() =>
            step.kind === 'email'
              ? setStep({ kind: 'sms', requestKey: step.requestKey })
              : void done()
          }
          onRestart={restart}
        />
      )}
    </section>
  );
}
