/** Market insight figures, the market calendar and the rules of a video upload. */
export * from './gold-figures.ts';
export * from './day-change.ts';
export * from './market-calendar.ts';
export * from './video-rules.ts';
export { marketInsightErrors } from './market-insight-errors.ts';
