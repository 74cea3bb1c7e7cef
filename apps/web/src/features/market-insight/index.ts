/** Market insight (/marketinsight) and the trade page's calendar and video frames. */
export { MarketInsightPage } from './market-insight-page.tsx';
export { TradeInsight } from './trade-insight.tsx';

/** Video upload (/UploadVideo) and the trade page's video frames (the Videos desk: console.ts). */
export { UploadVideoPage } from './upload-video-page.tsx';
export { VideoFrames } from './video-frames.tsx';
