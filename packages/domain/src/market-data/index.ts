export * from './random.ts';
export * from './reference-walk.ts';
export * from './candles.ts';
export * from './chart-timeframes.ts';
