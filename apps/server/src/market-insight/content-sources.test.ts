/** Proves the security policy allows third-party hosts only when configuration embeds them. */
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { TRADINGVIEW_FRAME_ORIGINS, withMarketInsightSources } from './content-sources.ts';

const policy = { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } };

describe('withMarketInsightSources', () => {
  it('adds nothing with the defaults', () => {
    expect(withMarketInsightSources(policy, testConfig())).toBe(policy);
  });

  it('allows TradingView frames, never its scripts, when the widgets are on', () => {
    const result = withMarketInsightSources(policy, testConfig({ marketWidgets: 'tradingview' }));
    expect(result.directives).toEqual({
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      frameSrc: ["'self'", ...TRADINGVIEW_FRAME_ORIGINS],
      mediaSrc: ["'self'"],
    });
  });

  it('allows the origins of configured video sources as frames and media', () => {
    const config = testConfig({
      tradeVideoSources: ['https://live.example/a', 'https://live.example/b.mp4'],
    });
    const { directives } = withMarketInsightSources(policy, config);
    expect(directives).toMatchObject({
      frameSrc: ["'self'", 'https://live.example'],
      mediaSrc: ["'self'", 'https://live.example'],
    });
  });
});
