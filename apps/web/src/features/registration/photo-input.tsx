import { useEffect, useId, useMemo } from 'react';

const ACCEPTED = 'image/jpeg,image/png,image/webp';

type PhotoInputProps = {
  label: string;
  previewLabel: string;
  /** Which camera a phone opens when the user takes the photo there and then. */
  camera: 'user' | 'environment';
  photo: Blob | null;
  error: string | undefined;
  onPhoto: (photo: Blob | null) => void;
};

/**
 * A labelled photo picker with its preview. On a phone the browser offers its camera (the
 * `capture` hint) or the gallery; on a computer, a file.
 */
export function PhotoInput({
  label,
  previewLabel,
  camera,
  photo,
  error,
  onPhoto,
}: PhotoInputProps) {
  const id = useId();
  const previewUrl = useMemo(() => (photo === null ? null : URL.createObjectURL(photo)), [photo]);
  useEffect(
    () => () => {
      if (previewUrl !== null) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );
  return (
    <div className="registration-photo">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED}
        capture={camera}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onPhoto(event.target.files?.[0] ?? null)}
      />
      {previewUrl === null ? null : <img src={previewUrl} alt={previewLabel} />}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
