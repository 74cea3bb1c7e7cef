import type { UploadedVideo } from '@emas/api';
import { VIDEO_DESCRIPTION_LENGTH_MAX, VIDEO_TITLE_LENGTH_MAX } from '@emas/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Field, FormField } from '../../components/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n.ts';
import type { UploadInput } from './upload-request.ts';
import { useVideoTranslation } from './video-translation.ts';
import './video.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending'; percent: number }
  | { kind: 'done'; title: string }
  | { kind: 'failed'; message: string };

type FieldErrors = { title?: string; file?: string };

type Props = {
  /** Sends the form to its route with its token; `onProgress` gets the share sent, 0 to 1. */
  send: (input: UploadInput, onProgress: (share: number) => void) => Promise<UploadedVideo>;
  /** Who may upload, under the form's intro; the console's form needs none. */
  who?: string;
  onUploaded?: (video: UploadedVideo) => void;
};

/**
 * The video upload form, of the client's /UploadVideo and of the console's Videos desk: title,
 * description and a video file, SUBMIT with a loader and the share sent so far. The server
 * decides what the file is from its bytes; its refusal (not allowed, over the quota, not a
 * video we accept, too large) is shown in the chosen language.
 */
export function UploadVideoForm({ send, who, onUploaded }: Props) {
  const { t } = useVideoTranslation();
  const [language] = useLanguage();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {
      ...(title.trim() === '' ? { title: t('titleRequired') } : {}),
      ...(file === null ? { file: t('fileRequired') } : {}),
    };
    setErrors(found);
    if (file === null || Object.keys(found).length > 0) return;
    setStatus({ kind: 'sending', percent: 0 });
    try {
      const video = await send({ title, description, file }, (share) =>
        setStatus({ kind: 'sending', percent: Math.floor(share * 100) }),
      );
      setStatus({ kind: 'done', title: video.title });
      onUploaded?.(video);
      setTitle('');
      setDescription('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (failure) {
      setStatus({ kind: 'failed', message: failureText(failure, language, t('offline')) });
    }
  };

  const sending = status.kind === 'sending';
  return (
    <form className="video-upload-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="video-note">{t('uploadIntro')}</p>
      {who === undefined ? null : <p className="video-note">{who}</p>}
      <FormField
        label={t('title')}
        value={title}
        maxLength={VIDEO_TITLE_LENGTH_MAX}
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title}
        disabled={sending}
        required
      />
      <Field label={t('description')}>
        {(control) => (
          <textarea
            {...control}
            className="field-input"
            rows={4}
            value={description}
            maxLength={VIDEO_DESCRIPTION_LENGTH_MAX}
            onChange={(event) => setDescription(event.target.value)}
            disabled={sending}
          />
        )}
      </Field>
      <Field label={t('videoFile')} error={errors.file}>
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            className="field-input"
            accept="video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            disabled={sending}
            required
          />
        )}
      </Field>
      <button
        type="submit"
        className="button button-primary"
        disabled={sending}
        aria-busy={sending}
      >
        {sending ? <span className="spinner video-spinner" aria-hidden="true" /> : null}
        {t('submit')}
      </button>
      <UploadStatus status={status} />
    </form>
  );
}

function UploadStatus({ status }: { status: Status }) {
  const { t } = useVideoTranslation();
  if (status.kind === 'idle') return null;
  if (status.kind === 'sending') {
    const checking = status.percent >= 100;
    return (
      <div className="video-progress" role="status">
        <progress max={100} value={status.percent} aria-label={t('progressLabel')} />
        <span>{checking ? t('processing') : t('uploading', { percent: status.percent })}</span>
      </div>
    );
  }
  if (status.kind === 'done') {
    return (
      <p role="status" className="video-done">
        {t('uploaded', { title: status.title })}
      </p>
    );
  }
  return (
    <p role="alert" className="video-failed">
      {t('failed', { message: status.message })}
    </p>
  );
}

const failureText = (failure: unknown, language: 'id' | 'en', offline: string): string => {
  if (failure instanceof ApiError) {
    if (failure.offline) return offline;
    if (failure.body !== null) {
      return language === 'en' ? failure.body.err_message : failure.body.err_message_id;
    }
    return `HTTP ${failure.httpStatus}`;
  }
  return offline;
};
