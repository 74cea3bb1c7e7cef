/** Price alerts: the crossing rule, the per-account bound. */
export * from './price-alerts.ts';
