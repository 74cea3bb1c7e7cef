import type { TradeVideoSource } from '@emas/api';
import { marketInsightEndpoints } from '@emas/api/market-insight';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SegmentedControl } from '../../components/segmented-control.tsx';
import { endpointQuery } from '../../lib/endpoint-call.ts';
import { useVideoTranslation } from './video-translation.ts';
import './video.css';

/** The frames' sources change only when operators publish, so they are read once a minute. */
const SOURCES_REFRESH_MS = 60_000;
const TRADE_VIDEOS_KEY = ['trade-videos'] as const;

/**
 * The trade page's two live video frames (spec 001 section 2): switched with a segmented
 * control and reloaded with a button. Sources come from configuration, or are the videos
 * operators published; with none, the frame says so.
 */
export function VideoFrames() {
  const { t } = useVideoTranslation();
  const sources = useQuery({
    ...endpointQuery(TRADE_VIDEOS_KEY, marketInsightEndpoints.tradeVideos, {}),
    refetchInterval: SOURCES_REFRESH_MS,
  });
  const list = sources.data?.data.sources ?? [];
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const chosen = list.find((source) => source.id === chosenId) ?? list[0];
  return (
    <section className="video-frames" aria-labelledby="video-frames-title">
      <div className="video-frames-bar">
        <h2 id="video-frames-title">{t('framesHeading')}</h2>
        {list.length > 1 ? (
          <SegmentedControl
            label={t('framesLabel')}
            options={list.map((source, index) => ({
              value: source.id,
              label: t('frame', { number: index + 1 }),
              spoken: source.title,
            }))}
            value={chosen?.id ?? ''}
            onChange={setChosenId}
          />
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setReloads((count) => count + 1)}
          disabled={chosen === undefined}
        >
          {t('reload')}
        </button>
      </div>
      {chosen === undefined ? (
        <p className="video-empty">{sources.isPending ? '' : t('noVideos')}</p>
      ) : (
        // A new key makes a new element: the reload starts the stream again from its source.
        <Frame key={`${chosen.id}-${reloads}`} source={chosen} />
      )}
    </section>
  );
}

function Frame({ source }: { source: TradeVideoSource }) {
  if (source.kind === 'embed') {
    return (
      <iframe
        className="video-frame"
        title={source.title}
        src={source.url}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <video
      className="video-frame"
      src={source.url}
      title={source.title}
      controls
      muted
      autoPlay
      playsInline
    >
      <track kind="captions" />
    </video>
  );
}
