import type { OperatorVideo } from '@emas/api';
import { marketInsightEndpoints } from '@emas/api/market-insight';
import { toDecimalString } from '@emas/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dateTimeText, numberText } from '../../lib/figure-text.ts';
import { useLanguage } from '../../lib/i18n.ts';
import {
  DeskMessageLine,
  endOperatorSession,
  operatorCall,
  useDeskAction,
  useOperatorSession,
} from '../operator/index.ts';
import { type UploadInput, uploadVideo } from './upload-request.ts';
import { UploadVideoForm } from './upload-video-form.tsx';
import { useVideoTranslation } from './video-translation.ts';
import './video.css';

const calls = marketInsightEndpoints;
const VIDEOS_KEY = ['operator', 'videos'] as const;
/** The newest uploads; older ones are reached by the audit log, the desk is for today's work. */
const LIST_SIZE = 50;
const BYTES_PER_KILOBYTE = 1_024n;
const BYTES_PER_MEGABYTE = 1_048_576n;

/** A file's size in MB, or in KB under one MB, with 2 decimals in the language's separators. */
const sizeText = (bytes: string, language: 'id' | 'en'): string => {
  const size = BigInt(bytes);
  const [unit, label] =
    size < BYTES_PER_MEGABYTE ? [BYTES_PER_KILOBYTE, 'KB'] : [BYTES_PER_MEGABYTE, 'MB'];
  return `${numberText(toDecimalString((size * 100n) / unit, 2), language)} ${label}`;
};

/**
 * The console's Videos desk: the upload form (sent to the console's route with the operator's
 * token), every upload, newest first, played in place from its signed link, and published to
 * (or taken off) the trade page's frames.
 */
export function VideosDesk() {
  const { t } = useVideoTranslation();
  const list = useQuery({
    queryKey: VIDEOS_KEY,
    queryFn: ({ signal }) =>
      operatorCall(
        calls.operatorVideos,
        { query: { offset: '0', limit: String(LIST_SIZE) } },
        signal,
      ),
  });
  const { busyId, message, run } = useDeskAction(VIDEOS_KEY);
  const [playing, setPlaying] = useState<string | null>(null);
  const videos = list.data?.data.body ?? [];
  const client = useQueryClient();
  const session = useOperatorSession();
  const send = (input: UploadInput, onProgress: (share: number) => void) =>
    uploadVideo(input, onProgress, {
      path: calls.operatorUploadVideo.path,
      token: () => session?.token,
      expire: endOperatorSession,
    });

  const publish = (video: OperatorVideo) =>
    run(
      video.video_id,
      () =>
        operatorCall(calls.publishVideo, {
          params: { id: video.video_id },
          body: { published: !video.published },
        }),
      video.published ? t('unpublishedDone') : t('publishedDone'),
    );

  return (
    <section className="operator-card" aria-labelledby="videos-desk-heading">
      <h1 id="videos-desk-heading">{t('desk')}</h1>
      <p className="operator-muted">{t('deskIntro')}</p>
      <section aria-labelledby="videos-desk-upload">
        <h2 id="videos-desk-upload">{t('uploadTitle')}</h2>
        <UploadVideoForm
          send={send}
          onUploaded={() => void client.invalidateQueries({ queryKey: VIDEOS_KEY })}
        />
      </section>
      <DeskMessageLine message={message} />
      {list.isSuccess && videos.length === 0 ? <p>{t('noUploads')}</p> : null}
      <ul className="videos-desk-list" aria-label={t('deskCaption')}>
        {videos.map((video) => (
          <VideoItem
            key={video.video_id}
            video={video}
            playing={playing === video.video_id}
            busy={busyId === video.video_id}
            onPlay={() => setPlaying(playing === video.video_id ? null : video.video_id)}
            onPublish={() => void publish(video)}
          />
        ))}
      </ul>
    </section>
  );
}

type ItemProps = {
  video: OperatorVideo;
  playing: boolean;
  busy: boolean;
  onPlay: () => void;
  onPublish: () => void;
};

function VideoItem({ video, playing, busy, onPlay, onPublish }: ItemProps) {
  const { t } = useVideoTranslation();
  const [language] = useLanguage();
  const size = sizeText(video.size_bytes, language);
  return (
    <li>
      <strong>{video.title}</strong>
      {video.description === '' ? null : <span>{video.description}</span>}
      <span className="operator-muted">
        {t('uploader')}: {video.uploader_name} ({video.uploader_hin}) · {t('uploadedAt')}:{' '}
        {dateTimeText(video.created_at, language)} · {t('size')}: {size} ·{' '}
        {video.published ? t('published') : t('notPublished')}
      </span>
      <div className="operator-row-actions">
        <button type="button" className="button" onClick={onPlay} aria-expanded={playing}>
          {playing ? t('close') : t('play')}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={onPublish}
          disabled={busy}
        >
          {video.published ? t('unpublish') : t('publish')}
        </button>
      </div>
      {playing ? (
        <video
          className="videos-desk-player"
          src={video.stream_url}
          controls
          autoPlay
          muted
          aria-label={t('playing', { title: video.title })}
        >
          <track kind="captions" />
        </video>
      ) : null}
    </li>
  );
}
