export * from './news.ts';
export * from './promo.ts';
