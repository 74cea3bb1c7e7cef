import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PhotoInput } from './photo-input.tsx';
import { StepSubmit } from './step-submit.tsx';
import { type Progress, sendPhotos } from './registration-calls.ts';
import { refusalOf, useRegistrationTranslation } from './translation.ts';

type PhotosStepProps = { token: string; onProgress: (progress: Progress) => void };

/** The KTP photo and the selfie, previewed, sent together. */
export function PhotosStep({ token, onProgress }: PhotosStepProps) {
  const { t, i18n } = useRegistrationTranslation();
  const [ktp, setKtp] = useState<Blob | null>(null);
  const [selfie, setSelfie] = useState<Blob | null>(null);
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (photos: { ktp: Blob; selfie: Blob }) => sendPhotos(token, photos),
    onSuccess: (answer) => onProgress(answer.data),
    onError: (error) => setServerError(refusalOf(error, i18n.language, t('failed')).text),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setServerError(null);
    if (ktp !== null && selfie !== null) send.mutate({ ktp, selfie });
  };

  const missing = (photo: Blob | null) =>
    checked && photo === null ? t('photoRequired') : undefined;
  return (
    <form className="registration-form" onSubmit={submit} noValidate>
      <p>{t('photosIntro')}</p>
      <div className="registration-photos">
        <PhotoInput
          label={t('ktpPhoto')}
          previewLabel={t('ktpPreview')}
          camera="environment"
          photo={ktp}
          error={missing(ktp)}
          onPhoto={setKtp}
        />
        <PhotoInput
          label={t('selfie')}
          previewLabel={t('selfiePreview')}
          camera="user"
          photo={selfie}
          error={missing(selfie)}
          onPhoto={setSelfie}
        />
      </div>
      <StepSubmit error={serverError} sending={send.isPending} />
    </form>
  );
}
