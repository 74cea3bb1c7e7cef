import { useEffect, useMemo, useRef, useState } from 'react';
import { useBankAccountTranslation } from './translation.ts';

const JPEG_QUALITY = 0.9;
const ACCEPTED = 'image/jpeg,image/png,image/webp';

type SelfiePickerProps = { photo: Blob | null; onPhoto: (photo: Blob | null) => void };

const hasCamera = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The selfie: from the front camera (getUserMedia) when the browser has one, or from a file;
 * the chosen photo is previewed before it is sent.
 */
export function SelfiePicker({ photo, onPhoto }: SelfiePickerProps) {
  const { t } = useBankAccountTranslation();
  const video = useRef<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [cameraFailed, setCameraFailed] = useState(!hasCamera());

  const previewUrl = useMemo(() => (photo === null ? null : URL.createObjectURL(photo)), [photo]);
  useEffect(
    () => () => {
      if (previewUrl !== null) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  useEffect(() => {
    if (video.current !== null && stream !== null) video.current.srcObject = stream;
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  const openCamera = async () => {
    try {
      onPhoto(null);
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' } }));
    } catch {
      setCameraFailed(true);
    }
  };

  const capture = () => {
    const element = video.current;
    if (element === null) return;
    const canvas = document.createElement('canvas');
    canvas.width = element.videoWidth;
    canvas.height = element.videoHeight;
    canvas.getContext('2d')?.drawImage(element, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob !== null) onPhoto(blob);
        setStream(null);
      },
      'image/jpeg',
      JPEG_QUALITY,
    );
  };

  return (
    <div className="selfie-picker">
      {stream !== null ? (
        <div className="selfie-frame">
          <video ref={video} autoPlay playsInline muted aria-label={t('photoTitle')} />
          <button type="button" className="button button-primary" onClick={capture}>
            {t('capture')}
          </button>
        </div>
      ) : previewUrl !== null ? (
        <div className="selfie-frame">
          <img src={previewUrl} alt={t('preview')} />
        </div>
      ) : null}
      <div className="selfie-actions">
        {cameraFailed ? (
          <p className="bank-account-note">{t('cameraUnavailable')}</p>
        ) : stream === null ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void openCamera()}
          >
            {photo === null ? t('openCamera') : t('retake')}
          </button>
        ) : null}
        <label className="selfie-file">
          <span>{t('chooseFile')}</span>
          <input
            type="file"
            accept={ACCEPTED}
            capture="user"
            onChange={(event) => {
              setStream(null);
              onPhoto(event.target.files?.[0] ?? null);
            }}
          />
        </label>
      </div>
    </div>
  );
}
