import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { useAlert } from '../../components/alert-dialog.tsx';
import { FormEnd } from '../../components/form-end.tsx';
import { useSession } from '../../lib/session.ts';
import { sendSelfie } from './bank-account-calls.ts';
import { Breadcrumbs } from '../../components/breadcrumbs.tsx';
import { FlowSteps } from './flow-steps.tsx';
import { OtpStep } from './otp-step.tsx';
import { type PendingRequest, clearPendingRequest, readPendingRequest } from './pending-request.ts';
import { SelfiePicker } from './selfie-picker.tsx';
import { useBankAccountTranslation } from './translation.ts';
import { useBankErrorDialog } from './use-bank-error.ts';
import './bank-accounts.css';

type Step =
  { kind: 'photo' } | { kind: 'otp'; mode: 'email' | 'sms'; resendAtMs: number } | { kind: 'done' };

/** Steps 3 to 5 (Foto Selfi): the selfie, the e-mail code, the SMS code, then submitted. */
export function TakePhotoPage() {
  const pending = readPendingRequest();
  if (pending?.validationString == null) return <Navigate to="/add-bank-account" replace />;
  return <PhotoAndCodes pending={pending} validationString={pending.validationString} />;
}

function PhotoAndCodes({
  pending,
  validationString,
}: {
  pending: PendingRequest;
  validationString: string;
}) {
  const { t } = useBankAccountTranslation();
  const session = useSession();
  const alert = useAlert();
  const showError = useBankErrorDialog();
  const [step, setStep] = useState<Step>({ kind: 'photo' });
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: (image: Blob) =>
      sendSelfie(session?.userId ?? '', pending.requestKey, validationString, image),
    onSuccess: ({ data }) => setStep({ kind: 'otp', mode: 'email', resendAtMs: data.resend_at }),
    onError: (error) => void showError(error),
  });

  const submitPhoto = (event: FormEvent) => {
    event.preventDefault();
    if (photo === null) return setPhotoError(t('photoRequired'));
    setPhotoError(null);
    upload.mutate(photo);
  };

  const onVerified = (nextResendAtMs: number | null) => {
    if (step.kind === 'otp' && step.mode === 'email' && nextResendAtMs !== null) {
      return setStep({ kind: 'otp', mode: 'sms', resendAtMs: nextResendAtMs });
    }
    clearPendingRequest();
    setStep({ kind: 'done' });
    void alert.show({
      type: 'success',
      title: t('submittedTitle'),
      message: t('submittedMessage'),
    });
  };

  return (
    <section className="bank-page" aria-labelledby="photo-title">
      <Breadcrumbs
        crumbs={[
          { label: t('crumbAdd'), to: '/add-bank-account' },
          { label: t('crumbIdentity') },
          { label: t('crumbPhoto') },
        ]}
      />
      <h1 id="photo-title">{t('photoTitle')}</h1>
      <FlowSteps current={step.kind === 'photo' ? 2 : 3} />
      {step.kind === 'photo' ? (
        <form className="bank-form" onSubmit={submitPhoto} noValidate>
          <p>{t('photoHint')}</p>
          <SelfiePicker photo={photo} onPhoto={setPhoto} />
          <FormEnd
            error={photoError}
            errorClassName="field-error"
            busy={upload.isPending}
            submit={t('sendPhoto')}
          />
        </form>
      ) : step.kind === 'otp' ? (
        <OtpStep
          key={step.mode}
          mode={step.mode}
          requestKey={pending.requestKey}
          resendAtMs={step.resendAtMs}
          onVerified={onVerified}
        />
      ) : (
        <div className="bank-submitted" role="status">
          <h2>{t('submittedTitle')}</h2>
          <p>{t('submittedMessage')}</p>
          <Link className="button button-primary" to="/settings/rekening-penarikan">
            {t('backToList')}
          </Link>
        </div>
      )}
    </section>
  );
}
