/** Bullion delivery by post: the Transfer page's Bullion and Track Bullion tabs. */
export { BullionTab } from './bullion-tab.tsx';
export { TrackBullionTab } from './track-bullion-tab.tsx';
