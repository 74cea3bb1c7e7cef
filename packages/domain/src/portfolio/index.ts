export * from './portfolio-days.ts';
export * from './portfolio-figures.ts';
export * from './value-series.ts';
