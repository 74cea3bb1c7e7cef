import { useEffect } from 'react';
import { UploadVideoForm } from './upload-video-form.tsx';
import { uploadVideo } from './upload-request.ts';
import { useVideoTranslation } from './video-translation.ts';
import './video.css';

/**
 * /UploadVideo (spec 002): the upload form (upload-video-form.tsx) sent with the account's
 * session. It says who may upload (staff and the accounts an operator allows) and that
 * unpublished videos are deleted.
 */
export function UploadVideoPage() {
  const { t } = useVideoTranslation();
  useEffect(() => {
    document.title = `${t('uploadTitle')} · Emas`;
  }, [t]);

  return (
    <section className="video-upload-page" aria-labelledby="upload-video-title">
      <h1 id="upload-video-title">{t('uploadTitle')}</h1>
      <UploadVideoForm send={uploadVideo} who={t('uploadWho')} />
    </section>
  );
}
