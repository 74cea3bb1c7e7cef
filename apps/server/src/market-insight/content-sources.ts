import type { Config } from '../config.ts';

/**
 * The hosts the content security policy must allow for what insight embeds, and only when it
 * embeds them: TradingView's widget frames when MARKET_WIDGETS=tradingview, and the origins of
 * configured trade video sources (as frames and as media). With the defaults nothing is added:
 * our own videos play from 'self'.
 */
export const TRADINGVIEW_FRAME_ORIGINS = [
  'https://s.tradingview.com',
  'https://www.tradingview-widget.com',
] as const;

export type ContentSources = { readonly frameSrc: string[]; readonly mediaSrc: string[] };

export const marketInsightContentSources = (config: Config): ContentSources => {
  const videoOrigins = [...new Set(config.tradeVideoSources.map((url) => new URL(url).origin))];
  const widgets = config.marketWidgets === 'tradingview' ? [...TRADINGVIEW_FRAME_ORIGINS] : [];
  return { frameSrc: [...widgets, ...videoOrigins], mediaSrc: videoOrigins };
};

type Directives = Readonly<Record<string, readonly string[]>>;

/** The policy's directives with insight's hosts added to frame-src and media-src. */
export const withMarketInsightSources = <P extends { directives: Directives }>(
  policy: P,
  config: Config,
): P => {
  const { frameSrc, mediaSrc } = marketInsightContentSources(config);
  if (frameSrc.length === 0 && mediaSrc.length === 0) return policy;
  const self = ["'self'"];
  return {
    ...policy,
    directives: {
      ...policy.directives,
      frameSrc: [...(policy.directives.frameSrc ?? self), ...frameSrc],
      mediaSrc: [...(policy.directives.mediaSrc ?? self), ...mediaSrc],
    },
  };
};
